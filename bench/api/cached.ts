import autocannon from 'autocannon';
import { publicReadQuery } from '@clipyard/shared/contract';
import { startCachingProxy } from '@clipyard/server/test/support/caching-proxy';
import { rateFigures, rateLine, statusCounts, weightedPick, type RateFigures } from './rate-figures';
import type { BenchStack } from './stack';

/**
 * Issue 24 item 2: a signed-out crowd through a caching proxy (Debian's nginx with docs/deploy/nginx-api-cache.conf.template
 * as it is) at a fixed overall rate. The mix, as the signed-out pages ask (ADR 0141's GET form): frontpage listings 40
 * (four sorts and periods), a clip by id 30, its comments 15, a channel's clips 15. Which clip follows a viral night's
 * skew: the i-th of N clips is picked with the cube of a uniform draw, so a few clips take most of the crowd and
 * every clip is asked for now and then.
 */
export interface CachedFigures extends RateFigures {
  requests: number;
  toOrigin: number;
  originShare: number;
  statusCodes: Record<string, number>;
}

export async function measureCached(stack: BenchStack, rate: number, seconds: number, connections: number): Promise<CachedFigures> {
  const proxy = await startCachingProxy(new URL(stack.url).host);
  try {
    const skewed = () => stack.clipIds[Math.floor(stack.clipIds.length * Math.random() ** 3)]!;
    const channels = Array.from({ length: 20 }, (_unused, i) => `bench_channel_${i}`);
    const frontpages = [
      { sort: 'trending', period: '30d', limit: 24 },
      { sort: 'new', period: 'all', limit: 24 },
      { sort: 'top', period: '7d', limit: 24 },
      { sort: 'top', period: '30d', limit: 24 },
    ];
    const MIX: { weight: number; make: () => [string, unknown] }[] = [
      { weight: 40, make: () => ['client/videoListing/masterFrontpageList', frontpages[Math.floor(Math.random() * frontpages.length)]] },
      { weight: 30, make: () => ['client/videoListing/fetchClipsById', { internalClipIdList: [skewed()] }] },
      { weight: 15, make: () => ['client/clipComment/getClipComments', { internalClipId: skewed() }] },
      { weight: 15, make: () => ['client/videoListing/fetchByChannelLogins', { channelLoginList: [channels[Math.floor(channels.length * Math.random() ** 2)]], sort: 'new', limit: 24 }] },
    ];
    const pick = weightedPick(MIX);
    const before = stack.received();
    const result = await autocannon({
      url: proxy.url,
      connections,
      duration: seconds,
      overallRate: rate,
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => {
            const [path, input] = pick().make();
            return { ...req, path: `/${path}${publicReadQuery(input)}` };
          },
        },
      ],
    });
    const statusCodes = statusCounts(result);
    const requests = result.requests.total;
    const toOrigin = stack.received() - before;
    const figures: CachedFigures = { ...rateFigures(result, rate, seconds), requests, toOrigin, originShare: requests ? toOrigin / requests : 0, statusCodes };
    console.log(
      `  ${'signed-out mix through nginx'.padEnd(38)} postgres  ${rateLine(figures, result)}  to origin ${toOrigin} of ${requests} (${(figures.originShare * 100).toFixed(2)} %)  status ${JSON.stringify(statusCodes)}`,
    );
    return figures;
  } finally {
    await proxy.stop();
  }
}

/** The item's targets, printed beside the figures (never asserted). */
export function printCachedTarget(figures: CachedFigures): void {
  const met = figures.errors === 0 && figures.originShare <= 0.05;
  console.log(`  target: 0 errors and at most 5 % of requests to the origin: ${met ? 'met' : 'NOT met'}`);
}
