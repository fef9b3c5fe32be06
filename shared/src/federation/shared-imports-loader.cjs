// Rspack loader run on every app's own sources before swc (ADR 0105): named imports of a tree-shaken shared package
// that are not in its reviewed export list (shared-exports.cjs) either go to a module of their own, which the app
// bundles (`import { Rating } from '@mui/material'` → `import Rating from '@mui/material/Rating'`), or fail the build
// with what to do (react-router, which has no per-export modules and must stay one instance).
'use strict';

const { SHARED_EXPORTS } = require('./shared-exports.cjs');

const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+(['"])(@mui\/material|react-router)\3\s*;?/g;

/** `A`, `type B`, `C as D` → { name, local, typeOnly }. */
function specifiers(list) {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const typeOnly = /^type\s/.test(part);
      const [name, local] = part.replace(/^type\s+/, '').split(/\s+as\s+/).map((s) => s.trim());
      return { name, local: local || name, typeOnly, text: part };
    });
}

/**
 * Rewrites `source`. `hasOwnModule(pkg, name)` says whether `pkg/name` is a module of its own (resolvable).
 * Returns the new source; throws when an unshared export has no module of its own.
 */
function rewriteSharedImports(source, { hasOwnModule, file = '(source)' }) {
  return source.replace(IMPORT, (whole, typeImport, list, _quote, pkg) => {
    if (typeImport) return whole;
    const shared = SHARED_EXPORTS[pkg];
    const kept = [];
    const own = [];
    for (const spec of specifiers(list)) {
      if (spec.typeOnly || shared.includes(spec.name)) kept.push(spec.text);
      else if (pkg === '@mui/material' && hasOwnModule(pkg, spec.name)) own.push(`import ${spec.local} from '${pkg}/${spec.name}';`);
      else {
        throw new Error(
          `${file}: ${pkg} export "${spec.name}" is not in the shared list (shared/src/federation/shared-exports.cjs). ` +
            `Add it there and release the shell before a remote relies on it (ADR 0105).`,
        );
      }
    }
    if (own.length === 0) return whole;
    const lines = [...(kept.length ? [`import { ${kept.join(', ')} } from '${pkg}';`] : []), ...own];
    // Same number of lines as before, so positions in the rest of the file do not move.
    const newlines = (whole.match(/\n/g) || []).length;
    return lines.join(' ') + '\n'.repeat(newlines);
  });
}

function sharedImportsLoader(source) {
  const context = this.context;
  const hasOwnModule = (pkg, name) => {
    try {
      require.resolve(`${pkg}/${name}`, { paths: [context] });
      return true;
    } catch {
      return false;
    }
  };
  return rewriteSharedImports(source, { hasOwnModule, file: this.resourcePath });
}

module.exports = sharedImportsLoader;
module.exports.rewriteSharedImports = rewriteSharedImports;
