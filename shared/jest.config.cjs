/**
 * Tests of @clipyard/shared. Node environment by default; a React/DOM test opts into jsdom with the docblock
 * `@jest-environment jsdom` at its top.
 */
// The ESM-only packages react-router 8 pulls in (the dialog host's links use it): compiled to CommonJS by the same
// transformer, with the same patterns, as the remotes' preset (TOOLCHAIN.md, Jest).
const { transformIgnorePatterns } = require('@clipyard/testing/jest-preset');

module.exports = {
  displayName: 'shared',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/test/**/*.test.ts', '<rootDir>/test/**/*.test.tsx'],
  transform: {
    '/node_modules/.+\\.m?js$': require.resolve('@clipyard/testing/esm-transformer'),
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
  },
  transformIgnorePatterns,
  setupFiles: [require.resolve('@clipyard/testing/text-encoder-setup')],
};
