/**
 * Tests of @clipyard/shared. Node environment by default; a React/DOM test opts into jsdom with the docblock
 * `@jest-environment jsdom` at its top.
 */
module.exports = {
  displayName: 'shared',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/test/**/*.test.ts', '<rootDir>/test/**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
  },
};
