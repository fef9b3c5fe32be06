export { UnfinishedRegistrationGuard } from './UnfinishedRegistrationGuard';
export { startFirebaseAuth } from './firebase-auth';
export { isOldAndroidBrowser } from './old-android';
export { RegistrationBanner } from './RegistrationBanner';
