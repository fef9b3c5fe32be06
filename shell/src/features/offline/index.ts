export { KeepVisitedPage } from './KeepVisitedPage';
export { OfflineBanner } from './OfflineBanner';
export { forgetAnswersOnSignOut } from './forget-on-sign-out';
export { keepWhatThisPageLoaded } from './keep-for-offline';
