/**
 * Every error the server answers, by code, with its HTTP status. The code is the answer's
 * `code` and names the text: `errors.<code>` in shared/locales/{ru,en}/errors.json, written
 * in the reader's language by the server and reused by the bot. A unit test keeps this list
 * and the texts in step.
 */
export const ERROR_STATUS = {
  // 400: the request is wrong
  invalid_input: 400,
  realtime_session_in_url: 400,
  missing_action: 400,
  unknown_action: 400,
  wrong_method: 400,
  malformed_json: 400,
  body_not_object: 400,
  too_deep: 400,
  duplicate_task: 400,
  several_projects: 400,
  unknown_option: 400,
  unknown_options: 400,
  unknown_space_option: 400,
  unknown_space_options: 400,
  unknown_option_id: 400,
  duplicate_option: 400,
  bad_period: 400,
  not_project_member: 400,
  not_space_member: 400,
  value_not_space_member: 400,
  no_such_property: 400,
  unknown_role: 400,
  unknown_project_role: 400,
  duplicate_subtask: 400,
  multipart_expected: 400,
  malformed_multipart: 400,
  not_an_image: 400,
  image_unreadable: 400,
  image_too_many_pixels: 400,
  not_your_upload: 400,
  // 401: who is calling is unknown
  no_session: 401,
  realtime_ticket_invalid: 401,
  missing_api_key: 401,
  invalid_api_key: 401,
  init_data_invalid: 401,
  init_data_no_hash: 401,
  init_data_no_auth_date: 401,
  init_data_no_user: 401,
  init_data_malformed: 401,
  init_data_expired: 401,
  init_data_from_future: 401,
  // 403: seen, but not the caller's to change (README, "Planner roles and permissions")
  no_profile: 403,
  cannot_change_project_selection: 403,
  cannot_change_space_selection: 403,
  cannot_change_settings: 403,
  cannot_archive_space: 403,
  cannot_create_projects: 403,
  cannot_change_tasks: 403,
  cannot_change_project: 403,
  cannot_manage_members: 403,
  cannot_change_roles: 403,
  cannot_grant_owner: 403,
  cannot_remove_managers: 403,
  cannot_move_to_space: 403,
  sign_out_first: 403,
  not_post_author: 403,
  // 404: unknown, or not the caller's to see
  not_found: 404,
  unknown_function: 404,
  space_not_found: 404,
  project_not_found: 404,
  task_not_found: 404,
  profile_not_found: 404,
  member_not_found: 404,
  session_not_found: 404,
  not_a_member: 404,
  demo_off: 404,
  demo_person_not_found: 404,
  sign_in_link_unknown: 404,
  post_not_found: 404,
  tooltip_not_found: 404,
  // 409: the state does not allow it
  already_signed_in: 409,
  already_member: 409,
  last_owner: 409,
  last_owner_demoted: 409,
  board_changed: 409,
  sign_in_link_used: 409,
  sign_in_link_voided: 409,
  sign_in_wrong_code: 409,
  signed_in_elsewhere: 409,
  // 410: past its time
  sign_in_link_expired: 410,
  too_large: 413,
  file_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  search_rate_limited: 429,
  write_rate_limited: 429,
  realtime_too_many_streams: 429,
  // 500: a bug of ours
  internal: 500,
  answer_mismatch: 500,
  // 503: not ready, or not set up here
  bot_starting: 503,
  bot_not_configured: 503,
} as const satisfies Record<string, ErrorStatus>;

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 500 | 503;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** Values put into an error's text (`{{field}}`, `{{count}}`). */
export type ErrorParams = Record<string, string | number>;

export const errorKey = (code: ErrorCode) => `errors.${code}`;
