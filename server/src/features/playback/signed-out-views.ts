import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { isDataException } from '../../db/db-errors';
import { readyClipOpenTo } from '../../domain/visible-clips';
import { ApiError } from '../../http/api-error';

/** What a view report answers: whether this report counted, and the count as the viewer will see it. */
export interface ViewAnswer {
  isCounted: boolean;
  viewCount: number;
}

/** At most this many reports in one statement: bounds its size, and how many wait on one slow statement. */
const MAX_VIEWS_PER_STATEMENT = 200;
/** Statements of one database in flight at once; the reports that arrive meanwhile go together in the next one. */
const STATEMENTS_IN_FLIGHT = 2;

interface Waiting {
  clipId: string;
  key: string;
  resolve: (answer: ViewAnswer) => void;
  reject: (error: unknown) => void;
}

type Counter = (clipId: string, key: string) => Promise<ViewAnswer>;
const counters = new WeakMap<Db, Counter>();
let statementsRun = 0;

/** How many counting statements have run in this process (tests: reports sent together share statements). */
export function signedOutViewStatements(): number {
  return statementsRun;
}

/**
 * Counts the view of a viewer with no Clipyard account (signed out, or signed in but not registered) who watched long
 * enough (issue 24, ADR 0154). A viral night's crowd is signed out: its reports are grouped, one statement (and one
 * commit) for all that arrived while the previous statements ran, instead of one each. A lone report still goes at
 * once: the group forms only while statements are already running, so nothing waits on a timer.
 */
export function countSignedOutView(db: Db, clipId: string, key: string): Promise<ViewAnswer> {
  let counter = counters.get(db);
  if (!counter) {
    counter = createCounter(db);
    counters.set(db, counter);
  }
  return counter(clipId, key);
}

function createCounter(db: Db): Counter {
  const queue: Waiting[] = [];
  let inFlight = 0;
  let scheduled = false;
  const run = () => {
    scheduled = false;
    while (inFlight < STATEMENTS_IN_FLIGHT && queue.length > 0) {
      inFlight += 1;
      void countGroup(db, queue.splice(0, MAX_VIEWS_PER_STATEMENT)).finally(() => {
        inFlight -= 1;
        run();
      });
    }
  };
  return (clipId, key) =>
    new Promise<ViewAnswer>((resolve, reject) => {
      queue.push({ clipId, key, resolve, reject });
      // Reports read in the same turn of the event loop go together even when no statement is running.
      if (!scheduled && inFlight < STATEMENTS_IN_FLIGHT) {
        scheduled = true;
        setImmediate(run);
      }
    });
}

/**
 * One group: answered report by report. A group that one report's data fails (a data exception) is tried report by
 * report, so that report fails alone. Any other failure (the database out of reach, a timeout) fails the whole group
 * at once: trying its 200 reports one by one would multiply the load on a database that is already failing.
 */
async function countGroup(db: Db, group: Waiting[]): Promise<void> {
  if (group.length > 1) {
    try {
      const answers = await countMany(db, group);
      group.forEach((waiting, n) => settle(waiting, answers[n]));
      return;
    } catch (error) {
      if (!isDataException(error)) {
        for (const waiting of group) waiting.reject(error);
        return;
      }
      // Below, one by one.
    }
  }
  for (const waiting of group) {
    try {
      settle(waiting, (await countMany(db, [waiting]))[0]);
    } catch (error) {
      waiting.reject(error);
    }
  }
}

function settle(waiting: Waiting, answer: ViewAnswer | null): void {
  if (answer) waiting.resolve(answer);
  else waiting.reject(new ApiError('CLIP_NOT_FOUND'));
}

/**
 * The clip checks and the counts of a group in one statement. Such a viewer may play a ready clip that is not hidden
 * (assertPlayableClip's rule for nobody: readyClipOpenTo(null)); anything else answers null (CLIP_NOT_FOUND, as there).
 * The upsert only (re)writes counted_at when the viewer's previous count is older than 24 h, so of two reports of one
 * viewer (in this group or in concurrent ones) only one counts; the folder adds the rows to view_count later (ADR 0139).
 */
async function countMany(db: Db, group: readonly Pick<Waiting, 'clipId' | 'key'>[]): Promise<(ViewAnswer | null)[]> {
  statementsRun += 1;
  const input = JSON.stringify(group.map(({ clipId, key }, n) => ({ n, clip_id: clipId, viewer_key: key })));
  const { rows } = await sql<{ n: number; view_count: number | string | null; counted: boolean }>`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${input}::jsonb) AS i(n int, clip_id text, viewer_key text)
    ), clip AS (
      SELECT c.id, c.view_count FROM clips c
      WHERE c.id IN (SELECT clip_id FROM input) AND ${readyClipOpenTo(null, 'c')}
    ), counted AS (
      INSERT INTO clip_views (clip_id, viewer_key, counted_at, folded)
      SELECT clip_id, viewer_key, now(), false FROM (
        SELECT DISTINCT ON (input.clip_id, input.viewer_key) input.clip_id, input.viewer_key
        FROM input JOIN clip ON clip.id = input.clip_id
        ORDER BY input.clip_id, input.viewer_key
      ) AS one_per_viewer
      ON CONFLICT (clip_id, viewer_key) DO UPDATE SET counted_at = now(), folded = false
        WHERE clip_views.counted_at <= now() - interval '24 hours'
      RETURNING clip_id, viewer_key
    )
    SELECT input.n, clip.view_count,
      EXISTS (SELECT 1 FROM counted WHERE counted.clip_id = input.clip_id AND counted.viewer_key = input.viewer_key) AS counted
    FROM input LEFT JOIN clip ON clip.id = input.clip_id
    ORDER BY input.n
  `.execute(db);
  const answers: (ViewAnswer | null)[] = group.map(() => null);
  // A viewer reported twice in one group counts once: the first report.
  const countedOnce = new Set<string>();
  // In report order, so the first of a viewer's reports is the one counted.
  for (const row of rows) {
    if (row.view_count === null) continue;
    const folded = Number(row.view_count);
    const viewer = JSON.stringify([group[row.n].clipId, group[row.n].key]);
    const isCounted = row.counted && !countedOnce.has(viewer);
    if (isCounted) countedOnce.add(viewer);
    answers[row.n] = isCounted ? { isCounted: true, viewCount: folded + 1 } : { isCounted: false, viewCount: folded };
  }
  return answers;
}
