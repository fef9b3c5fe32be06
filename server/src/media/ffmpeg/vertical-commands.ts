import type { VerticalFraming } from '@clipyard/shared/contract';
import { VERTICAL_HEIGHT, VERTICAL_WIDTH } from '@clipyard/shared/media';
import { AAC, HOSTILE_INPUT, MP4_FASTSTART } from './commands';

/**
 * The vertical (9:16) version's ffmpeg arguments (issue 23 item 3, ADR 0147): a 1080×1920 H.264/AAC faststart MP4,
 * framed as the streamer chose, with the channel's handle drawn near the bottom (where Shorts and TikTok leave room
 * above their own captions).
 */

/** In `split`, the facecam takes the top 40 % of the picture and the gameplay the rest. */
export const SPLIT_TOP_HEIGHT = 768;
/** Where the handle's box sits: its bottom edge this far above the picture's bottom. */
export const HANDLE_BOTTOM_MARGIN = 240;
export const HANDLE_FONT_SIZE = 56;

interface Size {
  width: number;
  height: number;
}

const even = (value: number) => Math.max(2, 2 * Math.floor(value / 2));
const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/**
 * The window of the frame (`width`×`height`) that has the aspect `aspect` (width / height) and is as tall as the
 * frame allows, centred at `centerX` (a fraction of the width) and moved inside the frame where it would stick out. A
 * frame narrower than that aspect gives its full width and a window centred vertically.
 */
export function windowOf(frame: Size, aspect: number, centerX: number): { x: number; y: number; width: number; height: number } {
  const width = even(Math.min(frame.width, frame.height * aspect));
  const height = even(Math.min(frame.height, width / aspect));
  const x = even(clamp(centerX * frame.width - width / 2, 0, frame.width - width));
  const y = even((frame.height - height) / 2);
  return { x, y, width, height };
}

const crop = (w: { x: number; y: number; width: number; height: number }) => `crop=${w.width}:${w.height}:${w.x}:${w.y}`;
const fill = (width: number, height: number) => `scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height}`;

/**
 * The handle, white on a translucent dark box, centred. A login is [a-z0-9_] (CHANNEL_LOGIN_PATTERN), so it needs no
 * escaping in the filter graph; anything else is refused rather than escaped.
 */
export function handleFilter(channelLogin: string): string {
  if (!/^[a-z0-9_]{1,25}$/.test(channelLogin)) throw new Error(`Not a channel login: ${channelLogin}`);
  return [
    'drawtext=font=Sans',
    `text=@${channelLogin}`,
    `fontsize=${HANDLE_FONT_SIZE}`,
    'fontcolor=white',
    'box=1',
    'boxcolor=black@0.6',
    'boxborderw=20',
    'x=(w-text_w)/2',
    `y=h-text_h-${HANDLE_BOTTOM_MARGIN}`,
  ].join(':');
}

/** The filter graph from the input's first video stream to the labelled output `[vertical]`. */
export function verticalFilterGraph(frame: Size, framing: VerticalFraming, channelLogin: string): string {
  const handle = handleFilter(channelLogin);
  if (framing.layout === 'crop') {
    const window = windowOf(frame, VERTICAL_WIDTH / VERTICAL_HEIGHT, framing.centerX);
    return `[0:v:0]${crop(window)},${fill(VERTICAL_WIDTH, VERTICAL_HEIGHT)},setsar=1,${handle}[vertical]`;
  }
  const bottomHeight = VERTICAL_HEIGHT - SPLIT_TOP_HEIGHT;
  const { facecam } = framing;
  const face = {
    x: even(facecam.x * frame.width),
    y: even(facecam.y * frame.height),
    width: even(Math.min(facecam.width, 1 - facecam.x) * frame.width),
    height: even(Math.min(facecam.height, 1 - facecam.y) * frame.height),
  };
  const gameplay = windowOf(frame, VERTICAL_WIDTH / bottomHeight, framing.centerX);
  return (
    `[0:v:0]split=2[face][game];` +
    `[face]${crop(face)},${fill(VERTICAL_WIDTH, SPLIT_TOP_HEIGHT)}[top];` +
    `[game]${crop(gameplay)},${fill(VERTICAL_WIDTH, bottomHeight)}[bottom];` +
    `[top][bottom]vstack=inputs=2,setsar=1,${handle}[vertical]`
  );
}

/** The whole command: the clip's stored source in, the vertical MP4 out. */
export function verticalArgs(input: string, output: string, source: Size & { hasAudio: boolean }, framing: VerticalFraming, channelLogin: string): string[] {
  return [
    ...HOSTILE_INPUT, '-i', input,
    '-filter_complex', verticalFilterGraph(source, framing, channelLogin),
    '-map', '[vertical]', ...(source.hasAudio ? ['-map', '0:a:0'] : []),
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '22', '-profile:v', 'high', '-g', '120', '-pix_fmt', 'yuv420p',
    ...(source.hasAudio ? [...AAC, '-ac', '2'] : []),
    ...MP4_FASTSTART, output,
  ];
}
