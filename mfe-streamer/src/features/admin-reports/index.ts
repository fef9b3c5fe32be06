export { AdminReportsPage } from './AdminReportsPage';
// For the moderation log page (features/admin-log): the same gate, entry list, log loading and action names.
export { AdminOnly, NotAdmin } from './AdminOnly';
export { ModerationLogEntries } from './ModerationLogEntries';
// For the watched words pages (features/watched-words): the same list states and rows.
export { ModerationList } from './ListStates';
export { useModerationLog, type ModerationLogQuery } from './use-moderation-log';
export { adminReportsStrings } from './i18n';
