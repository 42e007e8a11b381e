import type { ColumnType, Generated, GeneratedAlways, Selectable } from 'kysely';
import type { EventType, WorkFormat, WorkStatus, WorkType } from '@shared/career/constants.ts';
import type { RegistrationField, ResultsVisibility, StoredQuestion } from '@shared/quiz/rules.ts';
import type { OptionGroup } from '@shared/planner-constants.ts';
import type { Language } from '@shared/constants.ts';
import type { Salary } from '@shared/schemas/career.ts';
import type { CatalogBlock } from '@shared/schemas/catalog.ts';
import type { DeadlineRule } from '@shared/schemas/deadlines.ts';

/** A timestamptz: read as Date, written as Date or ISO string, defaulted by the database. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A calendar day, `YYYY-MM-DD` both ways (server/db/connect.ts reads `date` as text). */
type NullableDay = ColumnType<string | null, string | null | undefined, string | null>;
type Json<T> = ColumnType<T, T | string | undefined, T | string>;

export interface UsersTable {
  id: Generated<number>;
  telegram_id: number | null;
  first_name: Generated<string>;
  last_name: string | null;
  username: string | null;
  language_code: string | null;
  photo_url: string | null;
  /** set when Telegram said the person blocked the bot; cleared when they write to it again */
  bot_blocked_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserSettingsTable {
  user_id: number;
  timezone: Generated<string>;
  language: Generated<'ru' | 'en'>;
  /** the person chose `language` themselves (the switch); false: it is only what they were first seen in */
  language_chosen: Generated<boolean>;
  /** notification kinds the person turned off (shared/notifications) */
  notifications_off: ColumnType<string[], string[] | undefined, string[]>;
  /** the planner's last space and project, so another device opens there; checked against what one sees when read */
  planner_space_id: number | null;
  planner_project_id: number | null;
  updated_at: Timestamp;
}

export interface SessionData {
  timezone?: string;
  /** the language chosen before sign-in: a brand-new person's first setting */
  language?: Language;
}

export interface SessionsTable {
  /** opaque: names the row in lists, sign_in_tokens and NOTIFY payloads; not a credential */
  id: Generated<string>;
  /** sha256 (hex) of the session id; the id itself is never stored */
  id_hash: string;
  is_auth: Generated<boolean>;
  user_id: number | null;
  data: Json<SessionData>;
  user_agent: string | null;
  /** the approximate network it was created from (203.0.113.x), never a full address */
  network: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface SignInTokensTable {
  id: Generated<number>;
  /** the asking session's opaque id; null once that session ended */
  session_ref: string | null;
  token_hash: string;
  /** the number the page shows and the bot asks to tap (10–99) */
  code: number | null;
  /** sha256 of the page's one-time secret that collects the new session */
  state_hash: string | null;
  /** the asking browser's approximate network (203.0.113.x) */
  network: string | null;
  /** who confirmed it in the bot */
  user_id: number | null;
  /** when the page collected its new session */
  collected_at: NullableTimestamp;
  /** why it was voided from the bot: 'cancelled' or 'wrong_code' */
  void_reason: string | null;
  address_hash: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: NullableTimestamp;
  voided_at: NullableTimestamp;
  /** set by Cancel in the bot (the page is told); voided_at alone is a replaced link */
  cancelled_at: NullableTimestamp;
}

/** A realtime stream's one-time ticket (only its hash), redeemed by GET /functions/v1/realtime. */
export interface RealtimeTicketsTable {
  ticket_hash: string;
  /** sessions.id, the session's opaque id */
  session_ref: string;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

/** One fixed-window counter: `bucket` names the limit, `key` an HMAC of the address or session. */
export interface RateLimitsTable {
  bucket: string;
  key: string;
  window_start: ColumnType<Date, Date | string, Date | string>;
  count: Generated<number>;
  /** the limit's window: the purge keeps a counter two windows long (202611260210) */
  window_seconds: Generated<number>;
}

/** Whose contacts a reader saw within the hour (202611260211), for the hourly limit on people. */
export interface ContactReadsTable {
  reader_user_id: number;
  profile_id: number;
  read_at: Generated<Date>;
}

/** Secrets the server makes for itself once (the address HMAC key when SERVER_SECRET is unset). */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

/**
 * A write's answer kept under its `Idempotency-Key` (server/http/idempotency.ts): the session's
 * claim while the call runs (`status` null), then its answer for a day.
 */
export interface IdempotentAnswersTable {
  /** an HMAC of the session id under the server's secret (server-secret.ts keyed) */
  session_key: string;
  /** the client's key, a UUID, lowercase */
  idempotency_key: string;
  /** sha256 of the function, the action and the input without the session: a repeat must match it */
  request_hash: string;
  /** the request holding the claim, so a late one never keeps or drops another's */
  claimed_by: string;
  /** the kept answer's status (2xx only); null while the call runs */
  status: number | null;
  /** the kept answer's JSON text */
  answer: string | null;
  created_at: Timestamp;
}

export interface RolesTable {
  id: number;
  title: string;
  description: Generated<string>;
}

export interface ProfileInfo {
  city?: string;
  [key: string]: unknown;
}

export interface ProfilesTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  username: string;
  avatar: string | null;
  cover: string | null;
  level: 'bronze' | 'silver' | 'golden' | null;
  about: string | null;
  expertise: string | null;
  type: Generated<string>;
  roles: ColumnType<string[], string[] | undefined, string[]>;
  permissions: ColumnType<string[], string[] | undefined, string[]>;
  info: Json<ProfileInfo>;
  is_demo: Generated<boolean>;
  /** generated: golden 3, silver 2, bronze 1, none 0 (the directory's order) */
  pro_rank: GeneratedAlways<number>;
  /** generated: Russian full-text vector of name, username, about, expertise */
  search: GeneratedAlways<string>;
  /** kept by a trigger: the name's words alone (the search's title-first ranking) */
  name_search: ColumnType<string | null, never, never>;
  /** the profile's region_selected row (type profile), kept by a trigger: read only */
  region_id: ColumnType<number | null, never, never>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

// ── planner (migrations/202611220400_planner.ts) ──────────────────────────────

export interface PropertyTypesTable {
  id: number;
  title: string;
}

export interface SpacesTable {
  id: Generated<number>;
  title: string;
  description: string | null;
  icon: Generated<string>;
  color: Generated<string>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  archived_at: NullableTimestamp;
  /** kept by a trigger: the space's answer as JSON text, without the caller's role and closing brace */
  answer_json: ColumnType<string | null, never, never>;
}

export interface ProjectsTable {
  id: Generated<number>;
  space_id: number;
  title: string;
  description: string | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  archived_at: NullableTimestamp;
}

export interface PropertiesTable {
  id: Generated<number>;
  space_id: number | null;
  project_id: number | null;
  property_type_id: number;
  title: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PropertyOptionsTable {
  id: Generated<number>;
  property_id: number;
  number: number;
  title: string;
  color: string;
  /** what the option means for the work; tasks on done/cancelled are finished, never overdue. */
  group: Generated<OptionGroup>;
}

export interface SubtaskRow {
  id: number;
  title: string;
  date?: string | null;
  is_completed: boolean;
  number: number;
}

export interface TasksTable {
  id: Generated<number>;
  project_id: number;
  title: string;
  description: string | null;
  subtasks: Json<SubtaskRow[]>;
  /** A moment, or (the `_day` beside it) a calendar day: at most one of the two (docs/dates.md). */
  value_date: NullableTimestamp;
  value_date_day: NullableDay;
  value_period_start: NullableTimestamp;
  value_period_start_day: NullableDay;
  value_period_end: NullableTimestamp;
  value_period_end_day: NullableDay;
  value_select: number | null;
  value_select_position: number | null;
  value_multiselect: ColumnType<number[], number[] | undefined, number[]>;
  value_people: number | null;
  value_checkbox: boolean | null;
  value_number: number | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  archived_at: NullableTimestamp;
  /** 1 when created, one more with each change a person makes (it moves with updated_at): shared/planner/task-merge.ts */
  version: Generated<number>;
  /**
   * The procedural rule the date was computed by (shared/deadlines/), or null for a date set by
   * hand: while it is set, the date is the day it computes (tasks-service.ts keeps the two together).
   */
  deadline: Json<DeadlineRule | null>;
  /** generated by the database: the text fields as JSON, non-ASCII escaped */
  title_json: ColumnType<string, never, never>;
  description_json: ColumnType<string | null, never, never>;
  subtasks_json: ColumnType<string, never, never>;
  /** kept by a trigger: the title's words weighted A, the description's B (the search) */
  search: ColumnType<string | null, never, never>;
}

export interface MembersTable {
  id: Generated<number>;
  object_type: 'space' | 'project' | 'task';
  space_id: number;
  project_id: number | null;
  task_id: number | null;
  profile_id: number;
  role_id: Generated<number>;
  created_at: Timestamp;
}

export interface PropertyValuesTable {
  id: Generated<number>;
  space_id: number;
  project_id: number;
  property_id: number;
  date: NullableTimestamp;
  date_day: NullableDay;
  date_to: NullableTimestamp;
  date_to_day: NullableDay;
  property_option_id: number | null;
  property_option_ids: ColumnType<number[], number[] | undefined, number[]>;
  position: number | null;
  profile_id: number | null;
  checkbox: boolean | null;
  number: number | null;
  updated_at: Timestamp;
}

// ── uploads (migrations/202611231200_uploads.ts) ──────────────────────────────

export interface UploadsTable {
  id: Generated<number>;
  profile_id: number;
  bucket: string;
  folder: string;
  /** `{bucket}/{folder}/{uuid}/full.webp` (older: `{uuid}.webp`): the image's name in the store; its smaller copies beside it (shared/uploads.ts) */
  key: string;
  size: number;
  created_at: Timestamp;
  /** set when a profile, post or event takes the image; null ones are removed after a day */
  attached_at: NullableTimestamp;
}

// ── posts (migrations/202611250100_posts.ts) ─────────────────────────────────

export interface PostText {
  content: string;
}

/** Another language's wording of a system post (privacy, user agreement). */
export interface PostTranslation {
  title: string;
  preview: string | null;
  content: string | null;
}

export interface PostsTable {
  id: Generated<number>;
  profile_id: number;
  title: string;
  preview: Json<PostText | null>;
  content: Json<PostText | null>;
  /** generated: characters of content.content */
  content_length: Generated<number>;
  /** the preview's plain words, cut at 300 characters; set when it is saved (migrations/202611260200_post_texts.ts) */
  preview_text: string | null;
  /** the start of the content's plain words, cut at 300 characters; set when it is saved */
  content_text: string | null;
  /** the content is shown as plain text, never parsed: saved before the Markdown limits and over them */
  content_is_plain: Generated<boolean>;
  cover: string | null;
  status: 'draft' | 'published';
  slug: Generated<string>;
  url: string;
  /** on the home feed, by an admin; at most three */
  is_pinned: Generated<boolean>;
  pinned_at: NullableTimestamp;
  /** first on its author's posts tab; at most three per author */
  is_profile_pinned: Generated<boolean>;
  profile_pinned_at: NullableTimestamp;
  is_archived: Generated<boolean>;
  /** kept by the database: published, not archived, author holds home_feed_post */
  in_feed: Generated<boolean>;
  translations: Json<Partial<Record<'en' | 'ru', PostTranslation>> | null>;
  /** kept by a trigger: the title's words weighted A, the preview's and content's B (the search) */
  search: ColumnType<string | null, never, never>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TooltipsTable {
  id: number;
  text_ru: string;
  text_en: string;
}

// ── quizzes (migrations/202611250200_quizzes.ts) ─────────────────────────────

export interface QuizTable {
  id: Generated<number>;
  post_id: number;
  title: string;
  description: string | null;
  content: Json<StoredQuestion[]>;
  passed_count: Generated<number>;
  is_anonymous: boolean;
  is_time_limit: boolean;
  time_limit: number | null;
  results_visible: ResultsVisibility;
  is_paused: Generated<boolean>;
  is_one_time: boolean;
  is_answers_visible: boolean;
  is_registration: boolean;
  registration: Json<RegistrationField[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface QuizAttemptsTable {
  id: Generated<number>;
  quiz_id: number;
  profile_id: number;
  started_at: Timestamp;
  deadline: NullableTimestamp;
  finished_at: NullableTimestamp;
  /** the participant's profile id on a one-time quiz; one open attempt per key (202611260220_quiz_privacy) */
  one_time_key: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface StoredAnswer {
  questionId: string;
  selectedOptionId: string | null;
  isCorrect: boolean;
}

export interface QuizResultsTable {
  id: Generated<number>;
  quiz_id: number;
  profile_id: number;
  attempt_id: number | null;
  one_time_key: number | null;
  result: number;
  correct: number;
  total: number;
  answers: Json<StoredAnswer[]>;
  registration: Json<Record<string, string> | null>;
  is_archived: Generated<boolean>;
  created_at: Timestamp;
  /** given to an anonymous quiz: its person is never shown (202611260220_quiz_privacy) */
  is_anonymous: Generated<boolean>;
  /** a one-time attempt whose time ran out, stored as a zero result */
  is_time_over: Generated<boolean>;
}

// ── career (migrations/202611250300_career.ts) ───────────────────────────────

export interface RegionsTable {
  id: Generated<number>;
  code: string;
  title: string;
  /** the English name; null: the Russian title in both languages */
  name_en: string | null;
  is_top: Generated<boolean>;
  is_hidden: Generated<boolean>;
}

export interface UniversitiesTable {
  id: GeneratedAlways<number>;
  name: string;
  short_name: string | null;
}

export interface ProfileUniversityTable {
  profile_id: number;
  university_id: number;
  graduation_year: number | null;
}

export interface RegionSelectedTable {
  profile_id: number;
  type: Generated<string>;
  region_id: number;
}

export interface JobsTable {
  id: Generated<number>;
  post_id: number | null;
  type: 'vacancy' | 'resume';
  profile_id: number;
  title: string;
  description: string;
  work_status: ColumnType<WorkStatus[], WorkStatus[] | undefined, WorkStatus[]>;
  work_type: ColumnType<WorkType[], WorkType[] | undefined, WorkType[]>;
  work_format: ColumnType<WorkFormat[], WorkFormat[] | undefined, WorkFormat[]>;
  salary: Json<Salary | null>;
  salary_min: ColumnType<number | null, never, never>;
  salary_max: ColumnType<number | null, never, never>;
  salary_currency: ColumnType<string | null, never, never>;
  salary_period: ColumnType<string | null, never, never>;
  search: ColumnType<string, never, never>;
  /** kept by a trigger: the title's words alone (the search's title-first ranking) */
  title_search: ColumnType<string | null, never, never>;
  /** kept by the database: a resume, or a vacancy on a published, non-archived post */
  listed: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EventsTable {
  id: Generated<number>;
  post_id: number;
  title: string;
  description: string | null;
  location: string | null;
  /** A moment, or (`start_day`) a calendar day for an all-day event; both ends of one kind. */
  start_date: NullableTimestamp;
  start_day: NullableDay;
  end_date: NullableTimestamp;
  end_day: NullableDay;
  type: EventType;
  is_online: boolean;
  is_offline: boolean;
  link: string | null;
  cover: string | null;
  region_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

// ── catalog (migrations/202611250500_catalog.ts) ─────────────────────────────

export interface CatalogServiceTypesTable {
  id: Generated<number>;
  title: string;
  /** the practice area's English name; null: its Russian title in both languages */
  title_en: Generated<string | null>;
  position: Generated<number>;
}

/** A link block: `{ title, link }` (http(s) only). */
type CatalogBlockColumn = Json<CatalogBlock | null>;

export interface CatalogServicesTable {
  id: Generated<number>;
  key: string;
  title: string;
  about: string | null;
  icon: string | null;
  type_id: number;
  /** null: all of Russia */
  region_id: number | null;
  is_hidden: Generated<boolean>;
  position: Generated<number>;
  website: string | null;
  services: string | null;
  phone: string | null;
  worktime: string | null;
  address: string | null;
  emails: ColumnType<string[], string[] | undefined, string[]>;
  block_top: CatalogBlockColumn;
  block1: CatalogBlockColumn;
  block2: CatalogBlockColumn;
  block3: CatalogBlockColumn;
  block4: CatalogBlockColumn;
  block5: CatalogBlockColumn;
  block6: CatalogBlockColumn;
  block7: CatalogBlockColumn;
  block8: CatalogBlockColumn;
  block9: CatalogBlockColumn;
  block10: CatalogBlockColumn;
  search: ColumnType<string, never, never>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

// ── notifications (migrations/202611250600_notifications.ts) ─────────────────

export interface NotificationDeliveriesTable {
  key: string;
  user_id: number;
  kind: string;
  sent_at: Timestamp;
}

export interface CareerAlertsTable {
  profile_id: number;
  filter: Json<Record<string, unknown>>;
  last_job_id: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One row: moves on with every write to the catalog's tables and the regions. */
/** One version per scope of kept answers (server/db/answer-cache.ts), moved on by triggers. */
export interface AnswerVersionsTable {
  scope: string;
  version: ColumnType<string, never, never>;
}

// ── calendar subscription (migrations/202611261040_calendar_feeds.ts) ─────────

export interface CalendarFeedsTable {
  user_id: number;
  /** the token is made from it under the server's secret (features/calendar/feed-service.ts) */
  salt: string;
  /** sha256 (hex) of the address's token; the token itself is never stored */
  token_hash: string;
  scope: Generated<'mine' | 'all'>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  user_settings: UserSettingsTable;
  sessions: SessionsTable;
  sign_in_tokens: SignInTokensTable;
  realtime_tickets: RealtimeTicketsTable;
  rate_limits: RateLimitsTable;
  contact_reads: ContactReadsTable;
  server_secrets: ServerSecretsTable;
  idempotent_answers: IdempotentAnswersTable;
  roles: RolesTable;
  profiles: ProfilesTable;
  property_types: PropertyTypesTable;
  spaces: SpacesTable;
  projects: ProjectsTable;
  properties: PropertiesTable;
  property_options: PropertyOptionsTable;
  tasks: TasksTable;
  members: MembersTable;
  property_values: PropertyValuesTable;
  uploads: UploadsTable;
  posts: PostsTable;
  tooltips: TooltipsTable;
  quiz: QuizTable;
  quiz_attempts: QuizAttemptsTable;
  quiz_results: QuizResultsTable;
  regions: RegionsTable;
  region_selected: RegionSelectedTable;
  universities: UniversitiesTable;
  profile_university: ProfileUniversityTable;
  jobs: JobsTable;
  events: EventsTable;
  catalog_service_types: CatalogServiceTypesTable;
  catalog_services: CatalogServicesTable;
  answer_versions: AnswerVersionsTable;
  notification_deliveries: NotificationDeliveriesTable;
  career_alerts: CareerAlertsTable;
  calendar_feeds: CalendarFeedsTable;
}

export type User = Selectable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type Profile = Selectable<ProfilesTable>;
