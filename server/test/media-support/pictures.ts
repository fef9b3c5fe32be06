import path from 'node:path';
import sharp from 'sharp';
import { runFfmpeg } from '../../src/media/ffmpeg/run-ffmpeg';

/**
 * How far apart two pictures look: the mean absolute difference of their pixels at 64x36 (0 the same, 255 opposite).
 * Any format sharp reads (PNG, WebP, AVIF): a thumbnail compared with the video frame it should show.
 */
export async function pictureDifference(a: Buffer, b: Buffer): Promise<number> {
  const raw = (image: Buffer) => sharp(image).resize(64, 36, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const [x, y] = await Promise.all([raw(a), raw(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i]! - y[i]!);
  return sum / x.length;
}

/** A video's frame at a moment, as ffmpeg takes it (a PNG written into `dir`). */
export async function videoFrame(video: string, atSeconds: number, dir: string): Promise<Buffer> {
  const file = path.join(dir, `frame-${atSeconds}-${Math.random().toString(36).slice(2)}.png`);
  await runFfmpeg(['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-ss', atSeconds.toFixed(4), '-i', video, '-frames:v', '1', file], { nice: false, timeoutMs: 60_000 });
  return sharp(file).toBuffer();
}
