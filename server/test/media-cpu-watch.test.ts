import { spawn } from 'node:child_process';
import { cpuSecondsOf, watchCpuTime } from '../src/media/ffmpeg/cpu-watch';

/** The CPU-time limit where prlimit is missing: /proc/<pid>/stat read right, and a busy process caught past its budget. */
describe('watching a process CPU time', () => {
  it('a spinning process is reported past a half-second budget; an idle one is not', async () => {
    const busy = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
    const idle = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      const started = Date.now();
      let idleExceeded = false;
      const stopIdle = watchCpuTime(idle.pid!, 0.5, () => (idleExceeded = true), 100);
      await new Promise<void>((resolve) => watchCpuTime(busy.pid!, 0.5, resolve, 100));
      stopIdle();
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(await cpuSecondsOf(busy.pid!)).toBeGreaterThan(0.5);
      expect(idleExceeded).toBe(false);
    } finally {
      busy.kill('SIGKILL');
      idle.kill('SIGKILL');
    }
  });

  it('a process that is gone has no CPU time to tell', async () => {
    expect(await cpuSecondsOf(2 ** 22 + 12345)).toBeNull();
  });
});
