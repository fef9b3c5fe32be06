/** The shared server test harness: a real server, real Auth emulator users, typed calls, a fake Twitch. */
export * from './test-server';
export * from './call';
export * from './users';
export * from './fake-twitch';
export * from './test-database';
export * from './free-port';
