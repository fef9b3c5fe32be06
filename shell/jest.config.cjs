// The shell's unit tests: jsdom with fetch, React, react-router 8 and MUI (the remotes' preset), plus the HTML host's
// tests in host/ (Node environment, chosen by their docblock).
const config = require('@clipyard/testing/jest-preset')(__dirname);

module.exports = { ...config, testMatch: [...config.testMatch, '<rootDir>/host/**/*.test.ts'] };
