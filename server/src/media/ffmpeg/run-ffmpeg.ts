import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { mediaBinaries, NICE, PRLIMIT } from './binaries';

export interface RunOptions {
  /** Input duration, to turn ffmpeg's out_time into progress 0..1. */
  durationSeconds?: number;
  onProgress?: (progress: number) => void;
  /** Kills ffmpeg (job time limit, worker stop). */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Runs under `nice -n 10` (default) so encodes yield to the API. */
  nice?: boolean;
}

export class FfmpegFailed extends Error {
  constructor(message: string, readonly stderrTail: string) {
    super(message);
    this.name = 'FfmpegFailed';
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
  // A CPU-time limit besides the wall-time one: all cores busy for the whole wall budget, and not a second more.
  const cpuSeconds = options.timeoutMs ? Math.ceil((options.timeoutMs / 1000) * availableParallelism()) : 0;
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
      options.signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    };
    const kill = (reason: string) => {
      child.kill('SIGKILL');
      finish(new FfmpegFailed(reason, stderr.slice(-2000)));
    };
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
      else finish(new FfmpegFailed(`ffmpeg exited with ${code ?? sig}: ${lastLine(stderr)}`, stderr.slice(-2000)));
    });
  });
}

function lastLine(text: string): string {
  const lines = text.trim().split('\n').filter(Boolean);
  return (lines[lines.length - 1] ?? '').slice(0, 300);
}
