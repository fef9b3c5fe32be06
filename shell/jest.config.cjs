// The shell's unit tests: jsdom with fetch, React, react-router 8 and MUI (the remotes' preset).
module.exports = require('../shared/src/testing/jest-remote-preset.cjs')(__dirname);
