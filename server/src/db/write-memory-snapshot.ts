import { renameSync, writeFileSync } from 'node:fs';
import { openDatabase } from './database';

/** Dumps a migrated in-memory PGlite to `file` (written beside it, then renamed: a reader never sees half a dump). */
export async function writeMemorySnapshot(file: string): Promise<number> {
  const opened = await openDatabase({ dataDir: 'memory', memorySnapshot: null });
  try {
    const dump = await opened.dumpDataDir!();
    const bytes = Buffer.from(await dump.arrayBuffer());
    writeFileSync(`${file}.partial`, bytes);
    renameSync(`${file}.partial`, file);
    return bytes.length;
  } finally {
    await opened.close();
  }
}
