/**
 * Jest transformer for the app code and the ESM-only packages react-router 8 pulls in (react-router,
 * @remix-run/route-pattern, cookie-es): swc compiles them to CommonJS; `import.meta` (only used for Vite's HMR
 * in react-router) has no CommonJS meaning and is replaced first (TOOLCHAIN.md, Jest).
 */
const { createTransformer } = require('@swc/jest');

const swc = createTransformer({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
});

module.exports = {
  process(source, filePath, options) {
    const code = filePath.includes('node_modules') ? source.replace(/import\.meta\.hot/g, 'undefined').replace(/import\.meta/g, '({})') : source;
    return swc.process(code, filePath, options);
  },
  getCacheKey(source, filePath, options) {
    return `${swc.getCacheKey(source, filePath, options)}:esm-v1`;
  },
};
