/**
 * The kit's plain fixtures (no React, no DOM): the fake API server, a profile answer, a sample clip. The kernel's own
 * tests use these (`@clipyard/testing/fixtures`), where the screen helpers of the main entry would pull in React.
 */
export { startFakeApiServer, type FakeApiServer } from './fake-api-server';
export { profileAnswer } from './profile-answer';
export { sampleClip } from './sample-clip';
