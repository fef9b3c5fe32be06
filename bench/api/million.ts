import { CompiledQuery, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, sql } from 'kysely';
import type { Db } from '@clipyard/server/src/db/database';
import { refreshTrendingRanks } from '@clipyard/server/src/features/listing/trending-ranks';

/**
 * Issue 24 item 4: listings at a million clips. Seeds the clips by generate_series, reads the plan PostgreSQL chose for
 * every listing the API runs (captured from the server's own queries, not written again here), and times the
 * trending ranker. run.ts then puts the frontpage at 1,000 req/s and the mixed scenario on the same database.
 */

/** Records the SELECTs the server sends while armed (as operation nodes: compiled again for EXPLAIN). */
export class QueryCapture implements KyselyPlugin {
  armed = false;
  readonly captured: PluginTransformQueryArgs[] = [];
  transformQuery(args: PluginTransformQueryArgs) {
    if (this.armed && args.node.kind === 'SelectQueryNode') this.captured.push(args);
    return args.node;
  }
  transformResult(args: PluginTransformResultArgs) {
    return Promise.resolve(args.result);
  }
}

export const MILLION_CHANNELS = 20_000;
/** A channel with 1% of all clips: a big streamer's page. */
export const BIG_CHANNEL = 'mil_1';

/**
 * `clips` ready public clips over MILLION_CHANNELS channels, published over one year, likes skewed as on a real site
 * (most clips a few, a few clips thousands), views about ten per like. Their listing last changed when they were
 * published (as if they had arrived over that year, not all at once now).
 */
export async function seedMillion(db: Db, clips: number): Promise<void> {
  await sql`
    INSERT INTO channels (login, display_name)
    SELECT 'mil_' || i, 'Million ' || i || ' ミリオン' FROM generate_series(1, ${MILLION_CHANNELS}::int) AS i
  `.execute(db);
  await sql`
    INSERT INTO clips (id, channel_login, title, status, like_count, view_count, duration_seconds, width, height,
                       renditions, thumbnail_formats, created_at, published_at, listing_changed_at)
    SELECT 'mil' || lpad(i::text, 8, '0'),
           CASE WHEN i % 100 = 0 THEN ${BIG_CHANNEL} ELSE 'mil_' || (1 + (i::bigint * 7919) % ${MILLION_CHANNELS}::int) END,
           (ARRAY['World record', 'Funny fail', '神プレイ', 'Boss fight', 'Speedrun'])[1 + i % 5] || ' ' || i,
           'ready', l.likes, l.likes * 10 + i % 37, 10 + i % 50, 1280, 720, '["source"]', '["webp"]', p.at, p.at, p.at
    FROM generate_series(1, ${clips}::int) AS i
    CROSS JOIN LATERAL (SELECT floor(power(((i::bigint * 2654435761) % 1000) / 1000.0, 6) * 5000)::int AS likes) l
    CROSS JOIN LATERAL (SELECT now() - ((i::bigint * 104729) % (365 * 86400)) * interval '1 second' AS at) p
  `.execute(db);
  await sql`ANALYZE channels; ANALYZE clips`.execute(db);
}

/** `count` clip ids spread over the whole set, for the mixed scenario's fetches, comments and likes. */
export async function sampleClipIds(db: Db, count: number): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`SELECT id FROM clips TABLESAMPLE SYSTEM (1) LIMIT ${count}::int`.execute(db);
  return rows.map((r) => r.id);
}

/** The trending ranker at this size: `runs` runs, each timed; answers the times in ms. */
export async function timeRanker(db: Db, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const ranking = await refreshTrendingRanks(db, { minAgeMs: 0 });
    if (!ranking) throw new Error('the ranker did not run');
    times.push(Math.round(performance.now() - started));
  }
  return times;
}

export interface Listing {
  label: string;
  path: string;
  body: unknown;
  token?: string;
}

/** Each listing once through the API, with the server's clip queries captured and explained (ANALYZE: really run). */
export async function explainListings(url: string, db: Db, capture: QueryCapture, listings: Listing[]): Promise<void> {
  for (const listing of listings) {
    capture.captured.length = 0;
    capture.armed = true;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (listing.token) headers.authorization = `Bearer ${listing.token}`;
    const response = await fetch(`${url}/${listing.path}`, { method: 'POST', headers, body: JSON.stringify(listing.body) });
    await response.arrayBuffer();
    capture.armed = false;
    if (!response.ok) throw new Error(`${listing.label}: HTTP ${response.status}`);
    const queries = capture.captured.map((args) => db.getExecutor().compileQuery(args.node, args.queryId)).filter((q) => /from "clips"/i.test(q.sql));
    for (const query of queries) {
      const plan = await db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, [...query.parameters]));
      const lines = plan.rows.map((r) => r['QUERY PLAN']);
      const time = lines.find((l) => l.startsWith('Execution Time'));
      console.log(`\n  EXPLAIN ${listing.label}: ${time ?? ''}`);
      for (const line of lines) console.log(`    ${line}`);
    }
  }
}
