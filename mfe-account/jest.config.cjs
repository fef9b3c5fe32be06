module.exports = require('../shared/src/testing/jest-remote-preset.cjs')(__dirname);
