import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { TestVideoOptions } from '../index';
import { testVideoArgs } from './commands';
import { runFfmpeg } from './run-ffmpeg';

/** A small h264/aac mp4 from ffmpeg's lavfi test sources (a pattern + sine): seed data, tests, the bench. */
export async function generateTestVideo(filePath: string, options: TestVideoOptions): Promise<void> {
  await mkdir(path.dirname(filePath), { recursive: true });
  await runFfmpeg(testVideoArgs(filePath, options), { nice: false, timeoutMs: 120_000 });
}
