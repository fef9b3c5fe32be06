/** Test helpers for screen tests of the remotes (import from '@clipyard/testing'; never from app code). */
export * from './fake-api-server';
export * from './render-screen';
export * from './fake-api-setup';
export { createTestI18n, type TestStrings } from './test-i18n';
export { errorsJa, authErrorsJa } from '@clipyard/shared/test-hooks';
export { routeDeclarationProblems } from './route-declarations';
