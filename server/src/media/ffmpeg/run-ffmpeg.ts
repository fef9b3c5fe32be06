import { spawn } from 'node:child_process';
import { mediaBinaries, NICE, PRLIMIT } from './binaries';
import { watchCpuTime } from './cpu-watch';

export interface RunOptions {
  /** Input duration, to turn ffmpeg's out_time into progress 0..1. */
  durationSeconds?: number;
  onProgress?: (progress: number) => void;
  /** Kills ffmpeg (job time limit, worker stop). */
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * CPU-time budget (all threads together): the kernel kills ffmpeg past it (RLIMIT_CPU through `prlimit`), or, without
   * prlimit, a watch of /proc/<pid>/stat does. Independent of wall time: a busy machine does not use it up.
   */
  cpuSeconds?: number;
  /** Runs under `nice -n 10` (default) so encodes yield to the API. */
  nice?: boolean;
}

export class FfmpegFailed extends Error {
  constructor(message: string, readonly stderrTail: string) {
    super(message);
    this.name = 'FfmpegFailed';
  }
}

/** ffmpeg used up its CPU-time budget: the same input would again, so the job is not retried. */
export class FfmpegCpuLimit extends FfmpegFailed {
  constructor(cpuSeconds: number, stderrTail: string) {
    super(`Encoding used more than its ${cpuSeconds} s of CPU time`, stderrTail);
    this.name = 'FfmpegCpuLimit';
  }
}

/**
 * Runs ffmpeg with `-progress pipe:1` and reports progress from out_time_us against the duration.
 * Rejects with the end of stderr (the reason ffmpeg gives) when it exits non-zero, times out or is aborted.
 */
export function runFfmpeg(args: string[], options: RunOptions = {}): Promise<void> {
  const ffmpeg = mediaBinaries().ffmpeg;
  const full = ['-progress', 'pipe:1', '-nostats', ...args];
  const [niced, nicedArgs] =
    options.nice !== false && NICE ? [NICE, ['-n', '10', ffmpeg, ...full]] : [ffmpeg, full];
  const cpuSeconds = options.cpuSeconds && options.cpuSeconds > 0 ? Math.ceil(options.cpuSeconds) : 0;
  // Soft and hard limit alike: at the budget the kernel sends SIGKILL (ffmpeg would catch a SIGXCPU and go on
  // flushing its encoders). nice and prlimit exec, so the child is ffmpeg itself.
  const [command, commandArgs] = cpuSeconds && PRLIMIT ? [PRLIMIT, [`--cpu=${cpuSeconds}`, '--', niced, ...nicedArgs]] : [niced, nicedArgs];

  return new Promise((resolve, reject) => {
    // SVT_LOG=1: SVT-AV1 logs only errors (it writes its banner to stderr whatever ffmpeg's -loglevel says).
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, SVT_LOG: '1' } });
    let stderr = '';
    let pending = '';
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stopWatch();
      options.signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    };
    const kill = (reason: string | FfmpegFailed) => {
      child.kill('SIGKILL');
      finish(typeof reason === 'string' ? new FfmpegFailed(reason, stderr.slice(-2000)) : reason);
    };
    // Without prlimit (not Linux's util-linux), the same budget measured from /proc.
    const stopWatch = cpuSeconds && !PRLIMIT && child.pid ? watchCpuTime(child.pid, cpuSeconds, () => kill(new FfmpegCpuLimit(cpuSeconds, stderr.slice(-2000)))) : () => undefined;
    const onAbort = () => kill('Encoding was stopped');
    const timer = options.timeoutMs ? setTimeout(() => kill('Encoding took too long'), options.timeoutMs) : undefined;
    if (options.signal?.aborted) return onAbort();
    options.signal?.addEventListener('abort', onAbort);

    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^out_time_us=(\d+)/.exec(line);
        if (match && options.durationSeconds && options.onProgress) {
          options.onProgress(Math.min(1, Number(match[1]) / 1e6 / options.durationSeconds));
        }
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-8000);
    });
    child.on('error', (error) => finish(new FfmpegFailed(`ffmpeg could not start: ${error.message}`, '')));
    child.on('close', (code, sig) => {
      if (code === 0) finish();
      // A SIGKILL we did not send, under a CPU limit: the kernel's (the OOM killer would be the other sender).
      else if (cpuSeconds && (sig === 'SIGKILL' || sig === 'SIGXCPU')) finish(new FfmpegCpuLimit(cpuSeconds, stderr.slice(-2000)));
      else finish(new FfmpegFailed(`ffmpeg exited with ${code ?? sig}: ${lastLine(stderr)}`, stderr.slice(-2000)));
    });
  });
}

function lastLine(text: string): string {
  const lines = text.trim().split('\n').filter(Boolean);
  return (lines[lines.length - 1] ?? '').slice(0, 300);
}
