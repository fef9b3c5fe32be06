import { startViewFolding } from '@clipyard/server/src/features/playback/view-folding';
import { loadFromOwnProcess } from './own-process-load';
import { rateFigures, rateLine, type RateFigures } from './rate-figures';
import type { BenchStack } from './stack';

export interface ViralFigures extends RateFigures {
  /** Viewers whose view the server recorded (clip_views rows of the clip): every report came from another viewer. */
  viewers: number;
  /** The clip's view_count gained, when it equalled the viewers or 10 s after the run, whichever came first. */
  folded: number;
  /** From the end of the load to the moment the folded count equalled the viewers (null: not within 10 s). */
  foldLagMs: number | null;
}

const FOLD_WAIT_MS = 10_000;

/**
 * Issue 24 item 1: one clip, a crowd. `rate` view reports a second for `seconds`, each from a viewer of its own (a
 * user agent of its own: a signed-out viewer is a salted hash of address and user agent), all to one ready clip,
 * watched long enough to count. The stack folds views as main.ts does (every 2 s). Reads p50/p99 and errors, then
 * how long after the load the clip's view_count equals the distinct viewers recorded.
 */
export async function measureViral(stack: BenchStack, rate: number, seconds: number, connections: number): Promise<ViralFigures> {
  const clipId = stack.clipIds[0]!;
  const countOf = async () => Number((await stack.db.selectFrom('clips').select('view_count').where('id', '=', clipId).executeTakeFirstOrThrow()).view_count);
  const base = await countOf();
  const stopFolding = startViewFolding({ db: stack.db, log: { warn: (...args: unknown[]) => console.warn('  fold warning', ...args) } });
  const body = JSON.stringify({ internalClipId: clipId, watchedSeconds: 30 });
  try {
    // The crowd runs in a process of its own (own-process-load.ts), not in the server's event loop.
    const result = await loadFromOwnProcess({
      url: `${stack.url}/client/analytics/clipPlaybackReport`,
      connections,
      rate,
      seconds,
      requestSet: { kind: 'viewers', body },
    });
    const ended = Date.now();
    // Both are read again each time: reports still in flight when the load ended land after it.
    const viewersOf = async () =>
      Number((await stack.db.selectFrom('clip_views').select((eb) => eb.fn.countAll<number>().as('n')).where('clip_id', '=', clipId).executeTakeFirstOrThrow()).n);
    let viewers = await viewersOf();
    let folded = (await countOf()) - base;
    while (folded !== viewers && Date.now() - ended < FOLD_WAIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      viewers = await viewersOf();
      folded = (await countOf()) - base;
    }
    const figures: ViralFigures = {
      ...rateFigures(result, rate, seconds),
      viewers,
      folded,
      foldLagMs: folded === viewers ? Date.now() - ended : null,
    };
    console.log(
      `  ${'viral clip (view reports, one clip)'.padEnd(38)} postgres  ${rateLine(figures, result)}  viewers ${viewers}, folded ${folded}${figures.foldLagMs === null ? ' (not equal within 10 s)' : ` (equal ${figures.foldLagMs} ms after the load)`}`,
    );
    return figures;
  } finally {
    await stopFolding();
  }
}

export function printViralTarget(figures: ViralFigures): void {
  const met = figures.errors === 0 && figures.p99 <= 50 && figures.foldLagMs !== null;
  console.log(
    `  viral clip at ${figures.rate} req/s for ${figures.seconds} s on postgres: p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.errors} errors, ${figures.achieved} req/s achieved, ${figures.folded} of ${figures.viewers} viewers folded ${figures.foldLagMs === null ? 'NOT within 10 s' : `${figures.foldLagMs} ms after`} (target 0 errors, p99 ≤ 50 ms, folded = viewers within 10 s: ${met ? 'met' : 'NOT met'})`,
  );
}
