/**
 * The reviewed lists of shared exports and the import rewrite that lets a remote use any other MUI component without
 * a shell release (ADR 0105).
 */
import * as mui from '@mui/material';
import { readFileSync } from 'node:fs';

// The federation files are CommonJS (rspack.config.mjs reads them without a build).
const { MUI_SHARED_EXPORTS, ROUTER_SHARED_EXPORTS } = require('../src/federation/shared-exports.cjs') as { MUI_SHARED_EXPORTS: string[]; ROUTER_SHARED_EXPORTS: string[] };
const { rewriteSharedImports } = require('../src/federation/shared-imports-loader.cjs') as {
  rewriteSharedImports: (source: string, o: { hasOwnModule: (pkg: string, name: string) => boolean; file?: string }) => string;
};

const hasOwnModule = (_pkg: string, name: string) => /^[A-Z]/.test(name) || name.startsWith('use');

test('every name of the shared lists is a real export of its package', () => {
  expect(MUI_SHARED_EXPORTS.filter((name) => !(name in mui))).toEqual([]);
  // react-router is ESM only (this package's jest runs CommonJS): read the names its entry exports.
  const routerEntry = readFileSync(require.resolve('react-router'), 'utf8');
  const exported = new Set([...routerEntry.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) => (m[1] ?? '').split(',').map((part) => part.trim().split(/\s+as\s+/).pop())));
  expect(ROUTER_SHARED_EXPORTS.filter((name) => !exported.has(name))).toEqual([]);
});

test('imports of shared exports are left as they are', () => {
  const source = "import { Box, Button as MuiButton, type SxProps } from '@mui/material';\nimport { useParams } from 'react-router';\n";
  expect(rewriteSharedImports(source, { hasOwnModule })).toBe(source);
});

test("an MUI export outside the list goes to its own module, which the app bundles; line numbers are kept", () => {
  const source = "import {\n  Box,\n  Rating as Stars,\n  SpeedDial,\n  type RatingProps,\n} from '@mui/material';\nconst x = 1;\n";
  const out = rewriteSharedImports(source, { hasOwnModule });
  expect(out).toBe(
    "import { Box, type RatingProps } from '@mui/material'; import Stars from '@mui/material/Rating'; import SpeedDial from '@mui/material/SpeedDial';\n\n\n\n\n\nconst x = 1;\n",
  );
  expect(out.split('\n')).toHaveLength(source.split('\n').length);
  // Only unshared names: no empty shared import is left behind.
  expect(rewriteSharedImports("import { Rating } from '@mui/material';", { hasOwnModule })).toBe("import Rating from '@mui/material/Rating';");
  // `import type` is erased by the compiler: never rewritten.
  const typeOnly = "import type { RatingProps } from '@mui/material';";
  expect(rewriteSharedImports(typeOnly, { hasOwnModule })).toBe(typeOnly);
});

test('an export with no module of its own, and any unshared react-router export, fail the build with what to do', () => {
  expect(() => rewriteSharedImports("import { alpha } from '@mui/material';", { hasOwnModule, file: 'a.tsx' })).toThrow(
    'a.tsx: @mui/material export "alpha" is not in the shared list (shared/src/federation/shared-exports.cjs). Add it there and release the shell before a remote relies on it (ADR 0105).',
  );
  expect(() => rewriteSharedImports("import { useMatches } from 'react-router';", { hasOwnModule })).toThrow(/react-router export "useMatches"/);
});
