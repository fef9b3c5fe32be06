/**
 * The one list of stable error codes. Every failure answer carries exactly one of these in `errorCode`;
 * clients translate the code (namespace `errors` in @clipyard/shared i18n), never the server's prose.
 * Add codes, never rename them: they are a public API.
 */
export const errorCodes = [
  // transport and validation
  'BAD_REQUEST',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_FOUND',
  'RATE_LIMITED',
  'MAINTENANCE',
  'TEMPORARILY_UNAVAILABLE',
  'INTERNAL_ERROR',
  // identity and permission
  'NOT_AUTHORISED',
  'TOKEN_REVOKED',
  'ACCOUNT_NOT_REGISTERED',
  'FORBIDDEN',
  'NOT_STREAMER',
  'NOT_ADMIN',
  // accounts
  'USERNAME_INVALID',
  'USERNAME_TAKEN',
  'USERNAME_CONFUSABLE',
  'ALREADY_REGISTERED',
  'IMAGE_INVALID',
  'IMAGE_TOO_LARGE',
  // clips
  'CLIP_NOT_FOUND',
  'CHANNEL_NOT_FOUND',
  'CHANNEL_INVALID',
  'CHANNEL_READING_INVALID',
  'SEARCH_QUERY_TOO_LONG',
  'SEARCH_QUERY_INVALID',
  'TITLE_TOO_SHORT',
  'TITLE_TOO_LONG',
  'EMPTY_INPUT',
  'INVALID_URL',
  'TIP_LINK_INVALID',
  'UNSAFE_URL',
  'FETCH_FAILED',
  'MEDIA_INVALID',
  'MEDIA_TOO_LARGE',
  'MEDIA_TOO_LONG',
  'MEDIA_RESOLUTION_TOO_HIGH',
  'MEDIA_FRAME_RATE_TOO_HIGH',
  'MEDIA_TOO_MANY_STREAMS',
  'UPLOAD_NOT_FOUND',
  'UPLOAD_QUOTA_EXCEEDED',
  'UPLOAD_PROTOCOL_UNSUPPORTED',
  'CHANNEL_REQUIRED',
  'SUBMISSIONS_CLOSED',
  'REQUEST_NOT_FOUND',
  'REQUEST_ALREADY_DECIDED',
  // social
  'COMMENT_EMPTY',
  'COMMENT_TOO_LONG',
  'COMMENT_NOT_FOUND',
  'USER_NOT_FOUND',
  'ALREADY_REPORTED',
  'CANNOT_BLOCK_SELF',
  'REPORT_NOT_FOUND',
  // A report a moderator asked to take: another already has it in review, or it was closed meanwhile (issue 22 item 1).
  'REPORT_ALREADY_TAKEN',
  'REPORT_ALREADY_CLOSED',
  'COMMENTING_BLOCKED',
  // Carries `publicReason` (string or null) besides: the moderator's reason, for the client to show (shared 1.5.0).
  'ACCOUNT_SUSPENDED',
  // REGISTRATION=approval (issue 22 item 5, ADR 0136): an account waiting for a moderator's approval, or refused one,
  // may read and leave but not act; REJECTED carries `publicReason` (string or null) besides.
  'REGISTRATION_PENDING',
  'REGISTRATION_REJECTED',
  'REGISTRATION_REASON_REQUIRED',
  'REGISTRATION_REASON_TOO_LONG',
  'REGISTRATION_NOT_PENDING',
  'PUBLIC_REASON_TOO_LONG',
  'PRIVATE_NOTE_TOO_LONG',
  'REPORT_MESSAGE_EMPTY',
  'REPORT_MESSAGE_TOO_LONG',
  'LEGAL_HOLD',
  'APPEAL_NOT_FOUND',
  'APPEAL_ALREADY_FILED',
  'APPEAL_NOT_ALLOWED',
  'APPEAL_MESSAGE_EMPTY',
  'APPEAL_MESSAGE_TOO_LONG',
  // Copyright takedown notices (issue 22 item 3, ADR 0135). TAKEDOWN_CLIP_NOT_FOUND carries `publicReason`: the clip
  // address, as given, that names no clip of this site.
  'TAKEDOWN_CLIP_NOT_FOUND',
  'TAKEDOWN_EMAIL_INVALID',
  'TAKEDOWN_NOT_FOUND',
  'COUNTER_NOTICE_ALREADY_FILED',
  'COUNTER_NOTICE_NOT_ALLOWED',
  // Carries `publicReason` (string or null) besides: the watched word list's message, for the client to show.
  'COMMENT_REJECTED_WATCHED_WORD',
  'WATCHED_WORD_INVALID',
  'WATCHED_WORD_EXISTS',
  'WATCHED_WORD_NOT_FOUND',
  'WATCHED_WORDS_FULL',
  // notifications
  'NOTIFICATION_NOT_FOUND',
  'PUSH_SUBSCRIPTION_INVALID',
  // streaming-platform connection
  'OAUTH_STATE_INVALID',
  'TWITCH_NOT_CONFIGURED',
  'TWITCH_FAILED',
  'CHANNEL_ALREADY_CLAIMED',
  'NOT_CONNECTED',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}

/** The HTTP status each code is answered with. 4xx for everything a caller can cause; 5xx only for our faults. */
export const errorStatus: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  MAINTENANCE: 503,
  // A dependency (the database) is briefly out of reach: answered with Retry-After, the client may try again.
  TEMPORARILY_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
  NOT_AUTHORISED: 401,
  TOKEN_REVOKED: 401,
  ACCOUNT_NOT_REGISTERED: 403,
  FORBIDDEN: 403,
  NOT_STREAMER: 403,
  NOT_ADMIN: 403,
  USERNAME_INVALID: 400,
  USERNAME_TAKEN: 409,
  USERNAME_CONFUSABLE: 409,
  ALREADY_REGISTERED: 409,
  IMAGE_INVALID: 400,
  IMAGE_TOO_LARGE: 413,
  CLIP_NOT_FOUND: 404,
  CHANNEL_NOT_FOUND: 404,
  CHANNEL_INVALID: 400,
  CHANNEL_READING_INVALID: 400,
  SEARCH_QUERY_TOO_LONG: 400,
  SEARCH_QUERY_INVALID: 400,
  TITLE_TOO_SHORT: 400,
  TITLE_TOO_LONG: 400,
  EMPTY_INPUT: 400,
  INVALID_URL: 400,
  TIP_LINK_INVALID: 400,
  UNSAFE_URL: 400,
  FETCH_FAILED: 422,
  MEDIA_INVALID: 422,
  MEDIA_TOO_LARGE: 413,
  MEDIA_TOO_LONG: 422,
  MEDIA_RESOLUTION_TOO_HIGH: 422,
  MEDIA_FRAME_RATE_TOO_HIGH: 422,
  MEDIA_TOO_MANY_STREAMS: 422,
  UPLOAD_NOT_FOUND: 404,
  UPLOAD_QUOTA_EXCEEDED: 429,
  UPLOAD_PROTOCOL_UNSUPPORTED: 412,
  CHANNEL_REQUIRED: 400,
  SUBMISSIONS_CLOSED: 403,
  REQUEST_NOT_FOUND: 404,
  REQUEST_ALREADY_DECIDED: 409,
  COMMENT_EMPTY: 400,
  COMMENT_TOO_LONG: 400,
  COMMENT_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  ALREADY_REPORTED: 409,
  CANNOT_BLOCK_SELF: 400,
  REPORT_NOT_FOUND: 404,
  REPORT_ALREADY_TAKEN: 409,
  REPORT_ALREADY_CLOSED: 409,
  COMMENTING_BLOCKED: 403,
  ACCOUNT_SUSPENDED: 403,
  REGISTRATION_PENDING: 403,
  REGISTRATION_REJECTED: 403,
  REGISTRATION_REASON_REQUIRED: 400,
  REGISTRATION_REASON_TOO_LONG: 400,
  REGISTRATION_NOT_PENDING: 409,
  PUBLIC_REASON_TOO_LONG: 400,
  PRIVATE_NOTE_TOO_LONG: 400,
  REPORT_MESSAGE_EMPTY: 400,
  REPORT_MESSAGE_TOO_LONG: 400,
  LEGAL_HOLD: 409,
  APPEAL_NOT_FOUND: 404,
  APPEAL_ALREADY_FILED: 409,
  APPEAL_NOT_ALLOWED: 409,
  APPEAL_MESSAGE_EMPTY: 400,
  APPEAL_MESSAGE_TOO_LONG: 400,
  TAKEDOWN_CLIP_NOT_FOUND: 400,
  TAKEDOWN_EMAIL_INVALID: 400,
  TAKEDOWN_NOT_FOUND: 404,
  COUNTER_NOTICE_ALREADY_FILED: 409,
  COUNTER_NOTICE_NOT_ALLOWED: 409,
  COMMENT_REJECTED_WATCHED_WORD: 422,
  WATCHED_WORD_INVALID: 400,
  WATCHED_WORD_EXISTS: 409,
  WATCHED_WORD_NOT_FOUND: 404,
  WATCHED_WORDS_FULL: 409,
  OAUTH_STATE_INVALID: 400,
  TWITCH_NOT_CONFIGURED: 503,
  TWITCH_FAILED: 502,
  CHANNEL_ALREADY_CLAIMED: 409,
  NOT_CONNECTED: 409,
  NOTIFICATION_NOT_FOUND: 404,
  PUSH_SUBSCRIPTION_INVALID: 400,
};

/**
 * The code of a failure that has only an HTTP status: a framework's or a library's own refusal on the server, a
 * proxy's error page on the client.
 */
export function errorCodeOfStatus(status: number): ErrorCode {
  if (status === 401) return 'NOT_AUTHORISED';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'MAINTENANCE';
  if (status >= 400 && status < 500) return 'BAD_REQUEST';
  return 'INTERNAL_ERROR';
}
