import { VERTICAL_HEIGHT, VERTICAL_WIDTH, type VerticalFraming } from '@clipyard/shared';

/**
 * The vertical editor's geometry (issue 23 item 3, ADR 0147), in fractions of the clip's frame, exactly as the server
 * applies them (server/src/media/ffmpeg/vertical-commands.ts): a window as tall as the frame, of the output's aspect,
 * centred at centerX and kept inside the frame; in split, the facecam on top (768 of the 1920 px) over gameplay.
 */

/** In split, the facecam's share of the picture's height (SPLIT_TOP_HEIGHT on the server). */
export const SPLIT_TOP_SHARE = 768 / VERTICAL_HEIGHT;
/** The facecam region's smallest and largest width, as a share of the frame's width. */
export const FACECAM_MIN_WIDTH = 0.15;
export const FACECAM_MAX_WIDTH = 0.6;

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** The window of aspect `aspect` (width/height, in pixels) over a frame of aspect `frameAspect`, centred at centerX. */
export function windowAt(frameAspect: number, aspect: number, centerX: number): Region {
  const width = Math.min(1, aspect / frameAspect);
  const height = Math.min(1, (width * frameAspect) / aspect);
  return { x: clamp(centerX - width / 2, 0, 1 - width), y: (1 - height) / 2, width, height };
}

/** The crop window (layout crop): 9:16 of the frame's full height. */
export function cropWindow(frameAspect: number, centerX: number): Region {
  return windowAt(frameAspect, VERTICAL_WIDTH / VERTICAL_HEIGHT, centerX);
}

/** The gameplay window below the facecam (layout split). */
export function gameplayWindow(frameAspect: number, centerX: number): Region {
  return windowAt(frameAspect, VERTICAL_WIDTH / (VERTICAL_HEIGHT * (1 - SPLIT_TOP_SHARE)), centerX);
}

/**
 * The facecam region of a given width, of the top part's aspect (so nothing is cropped off it), moved inside the
 * frame. Its top-left corner is where the streamer put it.
 */
export function facecamRegion(frameAspect: number, at: { x: number; y: number }, width: number): Region {
  const w = clamp(width, FACECAM_MIN_WIDTH, FACECAM_MAX_WIDTH);
  const topAspect = VERTICAL_WIDTH / (VERTICAL_HEIGHT * SPLIT_TOP_SHARE);
  const h = Math.min(1, (w * frameAspect) / topAspect);
  return { x: round(clamp(at.x, 0, 1 - w)), y: round(clamp(at.y, 0, 1 - h)), width: round(w), height: round(h) };
}

/** What the editor opens on: the last framing asked for, else a centred crop. */
export function initialFraming(saved: VerticalFraming | null): VerticalFraming {
  return saved ?? { layout: 'crop', centerX: 0.5 };
}

/** A split framing from a crop one (and back), keeping the window where it was. */
export function withLayout(framing: VerticalFraming, layout: VerticalFraming['layout'], frameAspect: number): VerticalFraming {
  if (framing.layout === layout) return framing;
  if (layout === 'crop') return { layout: 'crop', centerX: framing.centerX };
  // A facecam sits in a corner more often than not: the top right, a quarter of the width.
  return { layout: 'split', centerX: framing.centerX, facecam: facecamRegion(frameAspect, { x: 0.75, y: 0 }, 0.25) };
}

/** CSS background placement that shows `region` of a picture filling a box of the region's aspect. */
export function backgroundFor(region: Region): { backgroundSize: string; backgroundPosition: string } {
  const percent = (offset: number, size: number) => (size >= 1 ? 0 : (offset / (1 - size)) * 100);
  return {
    backgroundSize: `${(100 / region.width).toFixed(3)}% ${(100 / region.height).toFixed(3)}%`,
    backgroundPosition: `${percent(region.x, region.width).toFixed(3)}% ${percent(region.y, region.height).toFixed(3)}%`,
  };
}
