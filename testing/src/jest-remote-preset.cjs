/**
 * Jest configuration for a remote's screen tests (jsdom with Node's fetch, React, react-router 8, MUI).
 * Usage in `<remote>/jest.config.cjs`: `module.exports = require('@clipyard/testing/jest-preset')(__dirname);`
 */
const path = require('node:path');

const ESM_PACKAGES = ['react-router', '@remix-run/route-pattern', 'cookie-es'];
// pnpm lays packages out as node_modules/.pnpm/<name with + for />@<version>/node_modules/<name>.
const esmPattern = ESM_PACKAGES.map((name) => `${name.replace('/', '\\+')}@|${name}/`).join('|');

module.exports = function createRemoteJestConfig(appDir) {
  return {
    displayName: path.basename(appDir),
    rootDir: appDir,
    testEnvironment: path.join(__dirname, 'jsdom-with-fetch.cjs'),
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': path.join(__dirname, 'esm-transformer.cjs') },
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${esmPattern}))`],
    setupFilesAfterEnv: [path.join(__dirname, 'async-timeout-setup.cjs')],
    testTimeout: 20000,
  };
};
