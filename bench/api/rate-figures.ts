import type autocannon from 'autocannon';

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

export function rateFigures(result: autocannon.Result, rate: number, seconds: number): RateFigures {
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
export function rateLine(figures: RateFigures, result: autocannon.Result): string {
  return `${String(figures.achieved).padStart(7)} req/s of ${figures.rate}  p50 ${figures.p50} ms  p90 ${figures.p90} ms  p99 ${figures.p99} ms  max ${figures.max} ms  errors ${figures.errors} (${result.errors} connection, ${result.timeouts} timeouts, ${result.non2xx} non-2xx)`;
}

/** The count of each HTTP status autocannon saw, by code. */
export function statusCounts(result: autocannon.Result): Record<string, number> {
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
