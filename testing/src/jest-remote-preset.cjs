/**
 * Jest configuration for a remote's screen tests (jsdom with Node's fetch, React, react-router 8, MUI).
 * Usage in `<remote>/jest.config.cjs`: `module.exports = require('@clipyard/testing/jest-preset')(__dirname);`
 */
const path = require('node:path');

// The ESM-only packages react-router 8 pulls in: compiled to CommonJS by the ESM transformer; everything else in
// node_modules is left as it is. pnpm lays packages out as node_modules/.pnpm/<name with + for />@<version>/node_modules/<name>.
const ESM_PACKAGES = ['react-router', '@remix-run/route-pattern', 'cookie-es'];
const esmPattern = ESM_PACKAGES.map((name) => `${name.replace('/', '\\+')}@|${name}/`).join('|');
/** node_modules left untransformed, but for the ESM-only packages (the platform's own jest config uses it too). */
const transformIgnorePatterns = [`/node_modules/(?!(\\.pnpm/)?(${esmPattern}))`];

module.exports = function createRemoteJestConfig(appDir) {
  return {
    displayName: path.basename(appDir),
    rootDir: appDir,
    testEnvironment: path.join(__dirname, 'jsdom-with-fetch.cjs'),
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': path.join(__dirname, 'esm-transformer.cjs') },
    transformIgnorePatterns,
    setupFilesAfterEnv: [path.join(__dirname, 'async-timeout-setup.cjs')],
    testTimeout: 20000,
  };
};

module.exports.transformIgnorePatterns = transformIgnorePatterns;
