import type { Migration } from 'kysely/migration';
import * as foundation from './202611220200_foundation.ts';
import * as planner from './202611220400_planner.ts';
import * as signInCancelNotify from './202611221000_sign_in_cancel_notify.ts';
import * as plannerCacheTriggers from './202611231000_planner_cache_triggers.ts';
import * as uploads from './202611231200_uploads.ts';
import * as rateLimits from './202611241000_rate_limits.ts';
import * as rateLimitWindows from './202611260210_rate_limit_windows.ts';
import * as contactReads from './202611260211_contact_reads.ts';
import * as sessionHashes from './202611241100_session_hashes.ts';
import * as realtimeTickets from './202611241200_realtime_tickets.ts';
import * as posts from './202611250100_posts.ts';
import * as relativeUploadUrls from './202611260300_relative_upload_urls.ts';
import * as quizzes from './202611250200_quizzes.ts';
import * as career from './202611250300_career.ts';
import * as profiles from './202611250400_profiles.ts';
import * as catalog from './202611250500_catalog.ts';
import * as notifications from './202611250600_notifications.ts';
import * as answerVersions from './202611260100_answer_versions.ts';
import * as postTexts from './202611260200_post_texts.ts';
import * as ownLanguage from './202611290700_own_language.ts';
import * as quizPrivacy from './202611260220_quiz_privacy.ts';
import * as postPins from './202611260230_post_pins.ts';
import * as optionGroups from './202611260250_option_groups.ts';
import * as plannerSelection from './202611260330_planner_selection.ts';
import * as calendarFeeds from './202611261040_calendar_feeds.ts';
import * as taskEventsUpdatedAt from './202611261050_task_events_updated_at.ts';
import * as answerVersionsPerTable from './202611261060_answer_versions_per_table.ts';
import * as englishNames from './202611260310_english_names.ts';
import * as searchColumns from './202611261100_search_columns.ts';
import * as searchIndexes from './202611261101_search_indexes.ts';
import * as searchRecentIndex from './202611261200_search_recent_index.ts';
import * as rateLimitsUnlogged from './202611261201_rate_limits_unlogged.ts';
import * as datesAsDays from './202611291000_dates_as_days.ts';
import * as idempotentAnswers from './202611291700_idempotent_answers.ts';
import * as taskVersions from './202611291710_task_versions.ts';
import * as taskDeadlineRule from './202611292010_task_deadline_rule.ts';

/**
 * Every migration, in order. Static imports rather than a folder scan: a file provider
 * over .ts files fails under vitest on Node 20 (docs/stack.md). Add new files at the end.
 */
export const migrations: Record<string, Migration> = {
  '202611220200_foundation': foundation,
  '202611220400_planner': planner,
  '202611221000_sign_in_cancel_notify': signInCancelNotify,
  '202611231000_planner_cache_triggers': plannerCacheTriggers,
  '202611231200_uploads': uploads,
  '202611241000_rate_limits': rateLimits,
  '202611241100_session_hashes': sessionHashes,
  '202611241200_realtime_tickets': realtimeTickets,
  '202611250100_posts': posts,
  '202611250200_quizzes': quizzes,
  '202611250300_career': career,
  '202611250400_profiles': profiles,
  '202611250500_catalog': catalog,
  '202611250600_notifications': notifications,
  '202611260100_answer_versions': answerVersions,
  '202611260200_post_texts': postTexts,
  '202611260210_rate_limit_windows': rateLimitWindows,
  '202611260211_contact_reads': contactReads,
  '202611260220_quiz_privacy': quizPrivacy,
  '202611260230_post_pins': postPins,
  '202611260250_option_groups': optionGroups,
  '202611260300_relative_upload_urls': relativeUploadUrls,
  '202611260310_english_names': englishNames,
  '202611260330_planner_selection': plannerSelection,
  '202611261040_calendar_feeds': calendarFeeds,
  '202611261050_task_events_updated_at': taskEventsUpdatedAt,
  '202611261060_answer_versions_per_table': answerVersionsPerTable,
  '202611261100_search_columns': searchColumns,
  '202611261101_search_indexes': searchIndexes,
  '202611261200_search_recent_index': searchRecentIndex,
  '202611261201_rate_limits_unlogged': rateLimitsUnlogged,
  '202611290700_own_language': ownLanguage,
  '202611291000_dates_as_days': datesAsDays,
  '202611291700_idempotent_answers': idempotentAnswers,
  '202611291710_task_versions': taskVersions,
  '202611292010_task_deadline_rule': taskDeadlineRule,
};

/**
 * Migrations run on their own, outside a transaction (server/db/migrate.ts): what PostgreSQL
 * refuses inside one, such as CREATE INDEX CONCURRENTLY on a large table.
 */
export const OUTSIDE_TRANSACTION: ReadonlySet<string> = new Set([
  '202611261101_search_indexes',
  '202611261200_search_recent_index',
]);
