/** Test helpers for screen tests of the remotes (import from '@clipyard/shared/testing'; never from app code). */
export * from './fake-api-server';
export * from './render-screen';
export * from './fake-api-setup';
