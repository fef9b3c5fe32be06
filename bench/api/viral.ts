import autocannon from 'autocannon';
import { startViewFolding } from '@clipyard/server/src/features/playback/view-folding';
import type { BenchStack } from './stack';

export interface ViralFigures {
  rate: number;
  seconds: number;
  achieved: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
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
  let viewer = 0;
  const body = JSON.stringify({ internalClipId: clipId, watchedSeconds: 30 });
  try {
    const result = await autocannon({
      url: `${stack.url}/client/analytics/clipPlaybackReport`,
      connections,
      duration: seconds,
      overallRate: rate,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => ({ ...req, headers: { 'content-type': 'application/json', 'user-agent': `ViralViewer/${++viewer}` }, body }),
        },
      ],
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
      rate,
      seconds,
      achieved: Math.round(result.requests.average),
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      errors: result.errors + result.timeouts + result.non2xx,
      viewers,
      folded,
      foldLagMs: folded === viewers ? Date.now() - ended : null,
    };
    console.log(
      `  ${'viral clip (view reports, one clip)'.padEnd(38)} postgres  ${String(figures.achieved).padStart(7)} req/s of ${rate}  p50 ${figures.p50} ms  p90 ${figures.p90} ms  p99 ${figures.p99} ms  max ${figures.max} ms  errors ${figures.errors} (${result.errors} connection, ${result.timeouts} timeouts, ${result.non2xx} non-2xx)  viewers ${viewers}, folded ${folded}${figures.foldLagMs === null ? ' (not equal within 10 s)' : ` (equal ${figures.foldLagMs} ms after the load)`}`,
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
