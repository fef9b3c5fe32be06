/**
 * API benchmark (loopback, bounded: about 5 s per case). Prints req/s and p50/p99 for a bare Fastify hello-world and
 * for the real server on PGlite and on PostgreSQL: masterFrontpageList (anonymous), fetchClipsById, and
 * modifyLikeClipPreference (authenticated with an emulator token), plus p99 at a fixed 1,000 req/s on PostgreSQL, and
 * clipSearch suggestion latency p50/p95 over 20,000 channels and 200,000 clips (BENCH_SEARCH_CHANNELS/CLIPS), and the
 * mixed scenario (mixed.ts: listings, clip fetches, signed-in likes and comments) at a fixed 1,000 req/s for 60 s on
 * PostgreSQL (BENCH_MIXED_RATE, BENCH_MIXED_SECONDS; BENCH_SCENARIO=mixed runs that one alone), and the viral clip
 * (viral.ts: 2,000 view reports a second from distinct viewers to one clip for 60 s, BENCH_VIRAL_RATE,
 * BENCH_VIRAL_SECONDS; BENCH_SCENARIO=viral alone). BENCH_SCENARIO=million (only alone): listings at a million clips
 * (million.ts: plans, the trending ranker, the frontpage at 1,000 req/s and the mixed scenario on that data).
 * BENCH_SCENARIO=cached: the signed-out crowd through nginx (cached.ts: 1,000 req/s for 60 s, BENCH_CACHED_RATE,
 * BENCH_CACHED_SECONDS; target 0 errors and at most 5 % of requests reaching the API). BENCH_SCENARIO=capacity: the CPU
 * per request of each call family, API and database apart (capacity.ts, docs/scale.md).
 * Targets (2-core machine): anonymous frontpage ≥ 30% of hello-world's req/s; p99 ≤ 25 ms at 1,000 req/s on
 * PostgreSQL; mixed: 0 errors, p99 ≤ 50 ms; viral: 0 errors, p99 ≤ 50 ms, folded count = viewers within 10 s.
 * Printed only, never asserted.
 *
 *   pnpm --filter @clipyard/bench api            (BENCH_SECONDS=5, BENCH_CLIPS=300, BENCH_DBS=pglite,postgres)
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { type KyselyPlugin, sql } from 'kysely';
import { QueryTimings } from './query-timings';
import Fastify from 'fastify';
import { startAuthEmulator } from '../../scripts/auth-emulator.mjs';
import { measureMixed, type MixedFigures } from './mixed';
import { loadFromOwnProcess } from './own-process-load';
import type { LoadResult } from './rate-figures';
import { measureViral, printViralTarget, type ViralFigures } from './viral';
import { measureCached, printCachedTarget, type CachedFigures } from './cached';
import { measureCapacity } from './capacity';
import { printModel } from './capacity-model';
import { BIG_CHANNEL, explainListings, type Listing, MILLION_CHANNELS, QueryCapture, sampleClipIds, seedMillion, timeRanker } from './million';
import { startTrendingRanker } from '@clipyard/server/src/features/listing/trending-ranks';
import { type BenchStack, registeredUserToken, seedSearchData, startServer } from './stack';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CLIPS = Number(process.env.BENCH_CLIPS ?? 300);
const DBS = (process.env.BENCH_DBS ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SEARCH_CHANNELS = Number(process.env.BENCH_SEARCH_CHANNELS ?? 20_000);
const SEARCH_CLIPS = Number(process.env.BENCH_SEARCH_CLIPS ?? 200_000);
const SEARCH_REQUESTS = Number(process.env.BENCH_SEARCH_REQUESTS ?? 400);
const MIXED_RATE = Number(process.env.BENCH_MIXED_RATE ?? 1000);
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const MIXED_USERS = Number(process.env.BENCH_MIXED_USERS ?? 20);
const ONLY_MIXED = process.env.BENCH_SCENARIO === 'mixed';
const ONLY_VIRAL = process.env.BENCH_SCENARIO === 'viral';
const VIRAL_RATE = Number(process.env.BENCH_VIRAL_RATE ?? 2000);
const VIRAL_SECONDS = Number(process.env.BENCH_VIRAL_SECONDS ?? 60);
const ONLY_MILLION = process.env.BENCH_SCENARIO === 'million';
const ONLY_CACHED = process.env.BENCH_SCENARIO === 'cached';
const ONLY_CAPACITY = process.env.BENCH_SCENARIO === 'capacity';
const CACHED_RATE = Number(process.env.BENCH_CACHED_RATE ?? 1000);
const CACHED_SECONDS = Number(process.env.BENCH_CACHED_SECONDS ?? 60);
const MILLION_CLIPS = Number(process.env.BENCH_MILLION_CLIPS ?? 1_000_000);
const MILLION_SECONDS = Number(process.env.BENCH_MILLION_SECONDS ?? 30);

/** `measure` on the real server over a fresh PostgreSQL database of CLIPS clips, closed afterwards whatever happens. */
async function onFreshPostgres<T>(measure: (stack: BenchStack) => Promise<T>, capture?: KyselyPlugin): Promise<T> {
  const stack = await startServer('postgres', CLIPS, capture);
  try {
    return await measure(stack);
  } finally {
    await stack.close();
  }
}

/** The mixed scenario alone (BENCH_SCENARIO=mixed): PostgreSQL, BENCH_MIXED_USERS signed-in users. */
const mixedOnPostgres = (): Promise<MixedFigures> => {
  // BENCH_QUERY_TIMES=1: also the server's statements by time spent (query-timings.ts), to say where a family's time goes.
  const queries = process.env.BENCH_QUERY_TIMES === '1' ? new QueryTimings() : undefined;
  return onFreshPostgres(async (stack) => {
    const tokens = await Promise.all(Array.from({ length: MIXED_USERS }, () => registeredUserToken(stack.url)));
    queries?.reset();
    const figures = await measureMixed(stack, tokens, MIXED_RATE, MIXED_SECONDS, 50);
    if (queries) {
      console.log('  the server\'s statements by total time (compiled to rows back: pool wait, round trip, PostgreSQL):');
      for (const line of queries.lines()) console.log(line);
    }
    return figures;
  }, queries);
};

/** The viral clip alone (BENCH_SCENARIO=viral): PostgreSQL, a fresh database, one clip, a crowd of distinct viewers. */
const viralOnPostgres = (): Promise<ViralFigures> => onFreshPostgres((stack) => measureViral(stack, VIRAL_RATE, VIRAL_SECONDS, 100));

/** The signed-out crowd through nginx (BENCH_SCENARIO=cached): PostgreSQL, a fresh database (cached.ts). */
const cachedOnPostgres = (): Promise<CachedFigures> => onFreshPostgres((stack) => measureCached(stack, CACHED_RATE, CACHED_SECONDS, 50));

/**
 * Listings at a million clips (BENCH_SCENARIO=million, not part of a full run: seeding takes minutes): PostgreSQL,
 * BENCH_MILLION_CLIPS clips. The trending ranker's time (5 runs), the plan of every listing, the anonymous frontpage at a
 * fixed 1,000 req/s for BENCH_MILLION_SECONDS, then the mixed scenario on the same data; the ranker runs throughout
 * as main.ts runs it.
 */
async function million(): Promise<void> {
  const capture = new QueryCapture();
  const stack = await startServer('postgres', 0, capture);
  try {
    const seeded = Date.now();
    await seedMillion(stack.db, MILLION_CLIPS);
    console.log(`  (${MILLION_CLIPS} clips over ${MILLION_CHANNELS} channels seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s)`);
    const times = await timeRanker(stack.db, 5);
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`  trending ranker run: median ${sorted[2]} ms (runs ${times.join(', ')} ms)`);
    const tokens = await Promise.all(Array.from({ length: MIXED_USERS }, () => registeredUserToken(stack.url)));
    const frontpage = 'client/videoListing/masterFrontpageList';
    const byChannel = 'client/videoListing/fetchByChannelLogins';
    const followed = Array.from({ length: 50 }, (_, i) => `mil_${2 + i * 37}`);
    const listings: Listing[] = [
      ...(['trending', 'top', 'new'] as const).flatMap((sort) =>
        (['24h', '7d', '30d', 'all'] as const).map((period) => ({ label: `frontpage ${sort} ${period}`, path: frontpage, body: { sort, period, limit: 24 } })),
      ),
      { label: 'frontpage trending 30d, signed in', path: frontpage, body: { sort: 'trending', period: '30d', limit: 24 }, token: tokens[0] },
      { label: 'frontpage top all, signed in', path: frontpage, body: { sort: 'top', period: 'all', limit: 24 }, token: tokens[0] },
      { label: `channel page new (${BIG_CHANNEL}, 10,000 clips)`, path: byChannel, body: { channelLoginList: [BIG_CHANNEL], sort: 'new', limit: 24 } },
      { label: `channel page top (${BIG_CHANNEL})`, path: byChannel, body: { channelLoginList: [BIG_CHANNEL], sort: 'top', limit: 24 } },
      { label: 'followed feed new (50 channels)', path: byChannel, body: { channelLoginList: followed, sort: 'new', limit: 24 } },
      { label: 'search "boss fight 12"', path: 'client/search/clipSearch', body: { query: 'boss fight 12', limit: 20 } },
    ];
    await explainListings(stack.url, stack.db, capture, listings);
    console.log('');
    const stopRanker = startTrendingRanker({ db: stack.db, log: { warn: (...args: unknown[]) => console.warn('  ranker warning', ...args) } });
    try {
      const fixed = await measureFrontpageAtRate(stack.url, 'postgres', MILLION_SECONDS);
      const clipIds = await sampleClipIds(stack.db, 2000);
      const mixed = await measureMixed({ ...stack, clipIds }, tokens, MIXED_RATE, MIXED_SECONDS, 50);
      console.log(`\nTargets at ${MILLION_CLIPS} clips`);
      console.log(`  p99 at 1,000 req/s on postgres: ${fixed.p99} ms at ${fixed.rps} req/s achieved (target ≤ 25 ms: ${fixed.p99 <= 25 ? 'met' : 'NOT met'})`);
      printMixedTarget(mixed);
    } finally {
      await stopRanker();
    }
  } finally {
    await stack.close();
  }
}

function printMixedTarget(figures: MixedFigures): void {
  const met = figures.errors === 0 && figures.p99 <= 50;
  console.log(`  mixed at ${figures.rate} req/s for ${figures.seconds} s on postgres: p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.errors} errors, ${figures.achieved} req/s achieved (target 0 errors and p99 ≤ 50 ms: ${met ? 'met' : 'NOT met'})`);
}

/**
 * Search suggestions as the app bar asks them (clipSearch, limit 5), one at a time with distinct queries (so the 1 s
 * anonymous answer cache does not help): p50 and p95 in ms. Target: p95 ≤ 50 ms on PostgreSQL for 20,000 channels
 * and 200,000 clips.
 */
async function measureSearch(url: string, db: string): Promise<{ p50: number; p95: number }> {
  const words = ['spee', 'speedy run', '雪花', 'ゆきは', 'たぬき', 'tanuki', 'world rec', 'boss', '神プレ', 'xq'];
  const times: number[] = [];
  let failures = 0;
  for (let i = 0; i < SEARCH_REQUESTS; i++) {
    const query = `${words[i % words.length]}${i >= words.length ? ` ${i}` : ''}`.slice(0, 100);
    const started = performance.now();
    const response = await fetch(`${url}/client/search/clipSearch`, { method: 'POST', headers: json, body: JSON.stringify({ query, limit: 5 }) });
    await response.arrayBuffer();
    if (!response.ok) failures += 1;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 10) / 10;
  console.log(`  ${'clipSearch suggestions (sequential)'.padEnd(38)} ${db.padEnd(9)} p50 ${at(0.5)} ms  p95 ${at(0.95)} ms${failures ? `  (${failures} failed)` : ''}`);
  return { p50: at(0.5), p95: at(0.95) };
}

interface Row {
  name: string;
  db: string;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

const rows: Row[] = [];

/** The most a call answers: the load in this process (as hello-world's is, so the two compare). */
async function measure(name: string, db: string, options: autocannon.Options): Promise<Row> {
  return record(name, db, await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }));
}

/**
 * The anonymous frontpage's latency at a fixed 1,000 req/s: the load from a process of its own (own-process-load.ts),
 * so the latency is the server's, not the load generator's work in the server's event loop.
 */
async function measureFrontpageAtRate(url: string, db: string, seconds: number): Promise<Row> {
  const result = await loadFromOwnProcess({
    url: `${url}/client/videoListing/masterFrontpageList`,
    connections: 20,
    rate: 1000,
    seconds,
    requestSet: { kind: 'fixed', method: 'POST', headers: json, body: JSON.stringify({ sort: 'trending', period: '30d', limit: 24 }) },
  });
  return record('masterFrontpageList @ 1,000 req/s', db, result);
}

function record(name: string, db: string, result: LoadResult): Row {
  const row = {
    name,
    db,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
  rows.push(row);
  console.log(`  ${name.padEnd(38)} ${db.padEnd(9)} ${String(row.rps).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms${row.failures ? `  (${row.failures} failed)` : ''}`);
  return row;
}

const json = { 'content-type': 'application/json' };

async function main(): Promise<void> {
  const emulator = await startAuthEmulator({ log: () => {} });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  try {
    if (ONLY_MIXED) {
      console.log(`API benchmark, mixed scenario only: ${MIXED_RATE} req/s for ${MIXED_SECONDS} s, ${CLIPS} clips, ${MIXED_USERS} users, loopback\n`);
      printMixedTarget(await mixedOnPostgres());
      return;
    }
    if (ONLY_MILLION) {
      console.log(`API benchmark, listings at ${MILLION_CLIPS} clips (PostgreSQL), loopback\n`);
      await million();
      return;
    }
    if (ONLY_CACHED) {
      console.log(`API benchmark, signed-out crowd through a caching proxy: ${CACHED_RATE} req/s for ${CACHED_SECONDS} s, ${CLIPS} clips, loopback\n`);
      printCachedTarget(await cachedOnPostgres());
      return;
    }
    if (ONLY_CAPACITY) {
      // BENCH_CAPACITY_CLIPS: the data set of the million scenario (seedMillion) at that size instead of CLIPS clips.
      const large = Number(process.env.BENCH_CAPACITY_CLIPS ?? 0);
      console.log(`API benchmark, capacity: CPU per request of each call family (API process, PostgreSQL backends), ${large || CLIPS} clips, micro-cache off\n`);
      const stack = await startServer('postgres', large ? 0 : CLIPS, undefined, { anonymousCacheMs: 0 });
      try {
        if (large) {
          await seedMillion(stack.db, large);
          await sql`ANALYZE`.execute(stack.db);
          stack.clipIds.push(...(await sampleClipIds(stack.db, 1000)));
        }
        // Trending reads the ranker's table (ADR 0140): ranked once, as main.ts does at start.
        await timeRanker(stack.db, 1);
        printModel(await measureCapacity(stack, stack.databaseUrl!));
      } finally {
        await stack.close();
      }
      return;
    }
    if (ONLY_VIRAL) {
      console.log(`API benchmark, viral clip only: ${VIRAL_RATE} view reports a second for ${VIRAL_SECONDS} s, one clip, distinct viewers, loopback\n`);
      printViralTarget(await viralOnPostgres());
      return;
    }
    console.log(`API benchmark: ${SECONDS} s per case, ${CONNECTIONS} connections, ${CLIPS} clips, loopback\n`);

    const hello = Fastify({ logger: false });
    hello.get('/', async () => ({ hello: 'world' }));
    await hello.listen({ host: '127.0.0.1', port: 0 });
    const helloRow = await measure('hello-world (bare Fastify)', '-', { url: `http://127.0.0.1:${(hello.server.address() as AddressInfo).port}/` });
    await hello.close();

    const search: Record<string, { p50: number; p95: number }> = {};
    const frontpage: Record<string, Row> = {};
    let fixedRate: Row | null = null;
    let mixed: MixedFigures | null = null;
    let viral: ViralFigures | null = null;
    for (const kind of DBS) {
      const stack = await startServer(kind, CLIPS);
      try {
        const token = await registeredUserToken(stack.url);
        frontpage[kind] = await measure('masterFrontpageList (anonymous)', kind, {
          url: `${stack.url}/client/videoListing/masterFrontpageList`,
          method: 'POST',
          headers: json,
          body: JSON.stringify({ sort: 'trending', period: '30d', limit: 24 }),
        });
        const ids = stack.clipIds;
        await measure('fetchClipsById (10 ids, anonymous)', kind, {
          url: `${stack.url}/client/videoListing/fetchClipsById`,
          method: 'POST',
          headers: json,
          requests: [
            {
              setupRequest: (req) => {
                const start = Math.floor(Math.random() * (ids.length - 10));
                return { ...req, body: JSON.stringify({ internalClipIdList: ids.slice(start, start + 10) }) };
              },
            },
          ],
        });
        let n = 0;
        await measure('modifyLikeClipPreference (signed in)', kind, {
          url: `${stack.url}/client/clipLikes/modifyLikeClipPreference`,
          method: 'POST',
          headers: { ...json, authorization: `Bearer ${token}` },
          requests: [
            {
              setupRequest: (req) => {
                n += 1;
                return { ...req, body: JSON.stringify({ internalClipId: ids[n % ids.length], isLike: n % 2 === 0 }) };
              },
            },
          ],
        });
        const seeded = Date.now();
        await seedSearchData(stack.db, SEARCH_CHANNELS, SEARCH_CLIPS);
        console.log(`  (search data: ${SEARCH_CHANNELS} channels, ${SEARCH_CLIPS} clips seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s)`);
        search[kind] = await measureSearch(stack.url, kind);
        if (kind === 'postgres') {
          fixedRate = await measureFrontpageAtRate(stack.url, kind, SECONDS);
        }
      } finally {
        await stack.close();
      }
    }
    // On a fresh database (the search data above would skew its listings): mixed.ts.
    if (DBS.includes('postgres')) mixed = await mixedOnPostgres();
    if (DBS.includes('postgres')) viral = await viralOnPostgres();
    const cached = DBS.includes('postgres') ? await cachedOnPostgres() : null;

    console.log('\nTargets');
    for (const [kind, row] of Object.entries(frontpage)) {
      const ratio = row.rps / helloRow.rps;
      console.log(`  anonymous frontpage / hello-world on ${kind}: ${(ratio * 100).toFixed(1)}% (target ≥ 30%: ${ratio >= 0.3 ? 'met' : 'NOT met'})`);
    }
    for (const [kind, figures] of Object.entries(search)) {
      console.log(`  clipSearch suggestions p95 on ${kind}: ${figures.p95} ms (p50 ${figures.p50} ms; target ≤ 50 ms on postgres: ${figures.p95 <= 50 ? 'met' : 'NOT met'})`);
    }
    if (fixedRate) {
      const row = fixedRate as Row;
      console.log(`  p99 at 1,000 req/s on postgres: ${row.p99} ms at ${row.rps} req/s achieved (target ≤ 25 ms: ${row.p99 <= 25 ? 'met' : 'NOT met'})`);
    }
    if (mixed) printMixedTarget(mixed);
    if (viral) printViralTarget(viral);
    if (cached) printCachedTarget(cached);
  } finally {
    await emulator.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
