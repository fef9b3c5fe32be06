import { readFile } from 'node:fs/promises';

/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in these ticks (100 on every mainstream build). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system, all threads) a process has used, or null when /proc cannot tell (gone, not Linux). */
export async function cpuSecondsOf(pid: number): Promise<number | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!stat) return null;
  // The command name (field 2) may hold spaces and parentheses: count fields from after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? ticks / TICKS_PER_SECOND : null;
}

/**
 * The fallback CPU-time limit where `prlimit` is missing: polls the process's CPU time and calls `onExceeded` once it
 * passes the budget. Returns the function that stops watching.
 */
export function watchCpuTime(pid: number, cpuSeconds: number, onExceeded: () => void, everyMs = 500): () => void {
  const timer = setInterval(() => {
    void cpuSecondsOf(pid).then((used) => {
      if (used !== null && used > cpuSeconds) {
        clearInterval(timer);
        onExceeded();
      }
    });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
