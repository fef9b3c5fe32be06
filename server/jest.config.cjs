/**
 * The same suites run twice: on an in-memory PGlite and on a fresh PostgreSQL database per test file
 * (`--selectProjects pglite` or `postgres` runs one). The Auth emulator is started once by globalSetup.
 */
const ESM_ONLY = ['kysely', '@tus/server', '@tus/file-store', '@tus/s3-store', '@tus/utils', 'srvx', 'jose'];

const base = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // ESM-only packages (kysely 0.29, @tus/*) are compiled to CommonJS like our own code; the pattern follows pnpm's
  // .pnpm/<name>@<version> layout (a scope's slash is a '+' there).
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/(${ESM_ONLY.map((n) => n.replace('/', '\\+')).join('|')})@|(${ESM_ONLY.join('|')})/))`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

module.exports = {
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  // Two cores shared by several people: one worker per project keeps runs predictable.
  maxWorkers: 2,
  // Global (a project-level testTimeout is ignored). A limit catches a hang; it never measures speed (bench/ does).
  // 60 s was outlasted by a PGlite file's set-up (server, migrations, a user on the emulator) while the e2e lane ran
  // beside it on a slower 2-core machine (issue 25, run 6): 180 s, and lint refuses a file-wide limit below it.
  testTimeout: 180_000,
  projects: [
    // *.pg.test.ts need PostgreSQL itself (a cluster of their own, several processes on one database): postgres only.
    {
      ...base,
      displayName: 'pglite',
      setupFiles: ['<rootDir>/test/support/use-pglite.cjs'],
      testPathIgnorePatterns: ['/node_modules/', '\\.pg\\.test\\.ts$'],
    },
    { ...base, displayName: 'postgres', setupFiles: ['<rootDir>/test/support/use-postgres.cjs'] },
  ],
};
