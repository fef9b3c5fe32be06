/**
 * What the test kit (`@clipyard/testing`) needs of the kernel beyond its root entry: resetting the API client's
 * memory of deleted accounts between tests, and the `errors` namespace's Japanese, which the browser loads as a chunk
 * and a test adds up front. Test time only: no app imports this entry (lint refuses it outside test code).
 */
export { forgetDeletedAccounts } from './api/call-api';
export { errorsJa, authErrorsJa, default as errorsNamespaceJa } from './i18n/errors.ja';
