export { SILENT_REMOTE_LIMIT_MS, endFirstView, useFirstViewEndsOnNavigation, watchFirstView } from './first-view';
