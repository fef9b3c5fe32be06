import type { EncodeJobKind } from '../../db/schema';

/** What one ffmpeg run of a job may use: wall time (ours to measure) and CPU time (the kernel's, RLIMIT_CPU). */
export interface JobLimit {
  timeoutMs: number;
  cpuSeconds: number;
}

/** A job's limits from its kind and the clip's length in seconds (0 when not known yet). */
export type JobLimits = (kind: EncodeJobKind, durationSeconds: number) => JobLimit;

/**
 * Wall time is a safety net against a hung process rather than a schedule: generous multiples of the clip's length
 * (a busy 2-core machine encodes 1080p x265 at a few frames a second, and waits for the CPU besides), plus start-up.
 */
const WALL_SECONDS_PER_CLIP_SECOND: Record<EncodeJobKind, number> = { source: 10, thumbnail: 0, x265: 40, av1: 40, vertical: 10 };

/**
 * CPU time does not grow with load or shrink with cores, so it can be much tighter: measured here (TOOLCHAIN.md) a
 * clip second of 720p costs about 1 CPU-second in x264, 1.5 in x265 and 2 in SVT-AV1; 1080p about 2.3 times that.
 * These budgets leave 5 times that for 1080p, so only an input crafted to make a decoder or encoder spin reaches them
 * (ADR 0110). Independent of the core count: a 64-core machine does not give a job 64 times the budget.
 */
const CPU_SECONDS_PER_CLIP_SECOND: Record<EncodeJobKind, number> = { source: 12, thumbnail: 0, x265: 20, av1: 25, vertical: 12 };

export const DEFAULT_JOB_LIMITS: JobLimits = (kind, durationSeconds) =>
  kind === 'thumbnail'
    ? { timeoutMs: 60_000, cpuSeconds: 30 }
    : {
        timeoutMs: 120_000 + Math.ceil(durationSeconds * WALL_SECONDS_PER_CLIP_SECOND[kind] * 1000),
        cpuSeconds: 60 + Math.ceil(durationSeconds * CPU_SECONDS_PER_CLIP_SECOND[kind]),
      };
