module.exports = require('@clipyard/shared/jest-preset')(__dirname);
