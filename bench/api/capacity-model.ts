import type { FamilyCost } from './capacity';

/**
 * The arithmetic of docs/scale.md: from the measured CPU per request of each call family (capacity.ts) to the cores an
 * audience needs at its peak hour. The audience's habits below are assumptions, not measurements, and are printed
 * with the result; the calls per page are the ones bench/web counted on a cold signed-out load (docs/scale.md).
 */
export const AUDIENCE = {
  /** Page views of a daily viewer, by page. */
  pagesPerViewer: { frontpage: 1.5, clipPage: 4, channelPage: 0.5, search: 0.3 },
  /** Share of page views by signed-in people (their reads bypass the CDN; they like and comment). */
  signedInShare: 0.1,
  /** Per signed-in clip page: likes and comments. */
  likesPerSignedInClipPage: 0.3,
  commentsPerSignedInClipPage: 0.05,
  /** The peak hour's rate over the day's average. */
  peakOverAverage: 3,
  /** Of the signed-out public reads, the share that reaches the API through the CDN (bench/README.md, cached: 5.24 %). */
  originShareBehindCdn: 0.0524,
  /** A core is planned at this utilization (headroom for spikes, GC, the ranker). */
  plannedUtilization: 0.6,
} as const;

/**
 * The API calls of a signed-out page view (family → calls), counted by bench/web's cold loads (`API calls`, media
 * aside), plus the first data the HTML host asks the API for on the server (the frontpage's listing, the clip): that
 * one is counted as reaching the API every time (the host's own 2 s cache is left out: an upper bound). The channel
 * page and search were not counted: assumed from their code (the channel's profile and clips; one search call).
 */
export const CALLS_PER_PAGE: Record<keyof typeof AUDIENCE.pagesPerViewer, Partial<Record<string, number>>> = {
  frontpage: { frontpageFirstData: 1, recommendations: 1, isOnline: 1, activity: 1 },
  clipPage: { clipPageFirstData: 1, comments: 1, chat: 1, transcript: 1, channelClips: 1, viewReport: 1, isOnline: 1, activity: 1 },
  channelPage: { channelPage: 1, channelClips: 1, isOnline: 1, activity: 1 },
  search: { search: 1 },
};

/** Calls every page view pays at the API whoever asks (no CDN in front of them), and the family whose cost they have. */
const UNCACHED: Record<string, string> = { frontpageFirstData: 'frontpage', clipPageFirstData: 'clipPage', isOnline: 'isOnline', activity: 'activity' };

export interface Step {
  dailyViewers: number;
  /** Peak requests a second reaching the API, and the cores of each tier at the planned utilization. */
  originPerSecond: number;
  apiCores: number;
  databaseCores: number;
  /** Of the database cores, those of writes (the primary's alone; reads may go to replicas, ADR 0142). */
  primaryWriteCores: number;
}

const WRITES = new Set(['viewReport', 'like', 'comment', 'activity']);

/** The cores an audience of `dailyViewers` needs at its peak, from the measured costs. */
export function stepFor(dailyViewers: number, costs: FamilyCost[]): Step {
  const cost = new Map(costs.map((c) => [c.family, c]));
  const peak = (perDay: number) => (perDay / 86_400) * AUDIENCE.peakOverAverage;
  const perSecond = new Map<string, number>();
  const add = (family: string, rate: number) => perSecond.set(family, (perSecond.get(family) ?? 0) + rate);
  for (const [page, perViewer] of Object.entries(AUDIENCE.pagesPerViewer)) {
    const views = peak(dailyViewers * perViewer);
    for (const [family, calls] of Object.entries(CALLS_PER_PAGE[page as keyof typeof CALLS_PER_PAGE])) {
      if (!calls) continue;
      if (WRITES.has(family) || family in UNCACHED) {
        add(UNCACHED[family] ?? family, views * calls);
        continue;
      }
      // Signed out through the CDN; signed in every read reaches the API (the frontpage's signed-in cost stands for all).
      add(family, views * calls * (1 - AUDIENCE.signedInShare) * AUDIENCE.originShareBehindCdn);
      add(family === 'frontpage' ? 'frontpageSignedIn' : family, views * calls * AUDIENCE.signedInShare);
    }
    if (page === 'clipPage') {
      add('like', views * AUDIENCE.signedInShare * AUDIENCE.likesPerSignedInClipPage);
      add('comment', views * AUDIENCE.signedInShare * AUDIENCE.commentsPerSignedInClipPage);
    }
  }
  let originPerSecond = 0;
  let apiSeconds = 0;
  let databaseSeconds = 0;
  let writeSeconds = 0;
  for (const [family, rate] of perSecond) {
    const unit = cost.get(family);
    if (!unit) throw new Error(`no measured cost for ${family}`);
    originPerSecond += rate;
    apiSeconds += (rate * unit.apiMs) / 1000;
    databaseSeconds += (rate * unit.databaseMs) / 1000;
    if (WRITES.has(family)) writeSeconds += (rate * unit.databaseMs) / 1000;
  }
  const cores = (seconds: number) => seconds / AUDIENCE.plannedUtilization;
  return { dailyViewers, originPerSecond, apiCores: cores(apiSeconds), databaseCores: cores(databaseSeconds), primaryWriteCores: cores(writeSeconds) };
}

export function printModel(costs: FamilyCost[]): void {
  console.log(`\nThe model (bench/api/capacity-model.ts; assumptions: ${JSON.stringify(AUDIENCE)})`);
  for (const viewers of [100_000, 1_000_000, 10_000_000]) {
    const step = stepFor(viewers, costs);
    console.log(
      `  ${viewers.toLocaleString('en-US').padStart(10)} daily viewers: ${step.originPerSecond.toFixed(0).padStart(6)} req/s at the API at peak; API ${step.apiCores.toFixed(2)} cores, database ${step.databaseCores.toFixed(2)} cores (writes ${step.primaryWriteCores.toFixed(2)})`,
    );
  }
}

/**
 * `tsx api/capacity-model.ts <output of a capacity run> …`: the model from the median cost of each family over the
 * runs given (the lines capacity.ts prints), so an assumption can be changed and the arithmetic read again without
 * measuring anew.
 */
async function fromRunOutputs(files: string[]): Promise<void> {
  const { readFile } = await import('node:fs/promises');
  const { FAMILIES } = await import('./capacity-families');
  const byDescription = new Map(Object.entries(FAMILIES).map(([family, { describe }]) => [describe, family]));
  const samples = new Map<string, { api: number[]; database: number[] }>();
  for (const file of files) {
    for (const line of (await readFile(file, 'utf8')).split('\n')) {
      const match = line.match(/^\s+(.+?)\s+api\s+([\d.]+) ms .*database\s+([\d.]+) ms/);
      const family = match && byDescription.get(match[1]!);
      if (!family) continue;
      const sample = samples.get(family) ?? { api: [], database: [] };
      sample.api.push(Number(match[2]));
      sample.database.push(Number(match[3]));
      samples.set(family, sample);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const costs: FamilyCost[] = [...samples].map(([family, { api, database }]) => {
    const apiMs = median(api);
    const databaseMs = median(database);
    return { family, answered: 0, failed: 0, apiMs, databaseMs, apiPerCoreSecond: Math.round(1000 / apiMs), databasePerCoreSecond: Math.round(1000 / databaseMs) };
  });
  console.log(`medians of ${files.length} runs`);
  printModel(costs);
}

if (require.main === module) {
  fromRunOutputs(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
