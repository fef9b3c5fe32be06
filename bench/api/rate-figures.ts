import type autocannon from 'autocannon';

/** The part of autocannon's result the scenarios read (it crosses a process boundary as JSON: own-process-load.ts). */
export type LoadResult = Pick<autocannon.Result, 'errors' | 'timeouts' | 'non2xx' | 'statusCodeStats'> & {
  requests: Pick<autocannon.Result['requests'], 'average' | 'total'>;
  latency: Pick<autocannon.Result['latency'], 'p50' | 'p90' | 'p99' | 'max'>;
};

/** What a load at a fixed overall rate read: the rate asked and achieved, latency in ms, and every kind of error. */
export interface RateFigures {
  rate: number;
  seconds: number;
  achieved: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Connection errors, timeouts and non-2xx answers together. */
  errors: number;
}

export function rateFigures(result: LoadResult, rate: number, seconds: number): RateFigures {
  return {
    rate,
    seconds,
    achieved: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The figures as the scenarios print them: achieved rate, percentiles, and the errors by kind. */
export function rateLine(figures: RateFigures, result: LoadResult): string {
  return `${String(figures.achieved).padStart(7)} req/s of ${figures.rate}  p50 ${figures.p50} ms  p90 ${figures.p90} ms  p99 ${figures.p99} ms  max ${figures.max} ms  errors ${figures.errors} (${result.errors} connection, ${result.timeouts} timeouts, ${result.non2xx} non-2xx)`;
}

/** The count of each HTTP status autocannon saw, by code. */
export function statusCounts(result: LoadResult): Record<string, number> {
  return Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, (stat as { count: number }).count]));
}

/** A function that picks one of `entries` at random, each as often as its weight says. */
export function weightedPick<T extends { weight: number }>(entries: T[]): () => T {
  const total = entries.reduce((sum, entry) => sum + entry.weight, 0);
  return () => {
    let roll = Math.random() * total;
    return entries.find((entry) => (roll -= entry.weight) < 0) ?? entries[0]!;
  };
}
