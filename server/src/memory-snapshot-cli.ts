import { writeMemorySnapshot } from './db/write-memory-snapshot';

/**
 * `node --import tsx src/memory-snapshot-cli.ts <file>`: writes a migrated, empty in-memory PGlite to <file>, for
 * PGLITE_MEMORY_SNAPSHOT (scripts/test.mjs runs it once per test run; see db/memory-snapshot.ts).
 */
async function main(file: string | undefined): Promise<number> {
  if (!file) {
    console.error('Usage: memory-snapshot-cli <file>');
    return 2;
  }
  const bytes = await writeMemorySnapshot(file);
  console.log(`${file}: ${bytes} bytes`);
  return 0;
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
