import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Folders that hold no source of the project's own: installed packages, builds, generated remote types. */
const NOT_SOURCE = new Set(['node_modules', 'dist', '@mf-types']);

/** Every file under `dir` whose name matches `pattern` (TypeScript by default), tests (`*.test.*`) left out. */
export function sourceFiles(dir, pattern = /\.tsx?$/) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return NOT_SOURCE.has(entry.name) ? [] : sourceFiles(full, pattern);
    return pattern.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}
