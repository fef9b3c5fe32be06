module.exports = require('@clipyard/testing/jest-preset')(__dirname);
