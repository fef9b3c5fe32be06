/** The value at quantile `q` (0 to 1) of an ascending list: the nearest rank, as both timing tables read it. */
export function atQuantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/**
 * How long the server itself took per call (Fastify's `reply.elapsedTime`: from the request's arrival to its answer
 * written), kept per path while a scenario runs. Beside autocannon's figures (which include the wait for a connection
 * and the load generator's own share of the two cores), it says which family of a mix holds the tail, and whether the
 * tail is the server's work or queueing in front of it.
 */
export class ServerTimings {
  private readonly byPath = new Map<string, number[]>();

  record(path: string, milliseconds: number): void {
    const list = this.byPath.get(path) ?? [];
    list.push(milliseconds);
    this.byPath.set(path, list);
  }

  /** Forgets what was recorded: a scenario starts from here. */
  reset(): void {
    this.byPath.clear();
  }

  /** One line per path, most requests first: count, p50, p99 and max in ms. */
  lines(): string[] {
    return [...this.byPath.entries()]
      .sort((a, b) => b[1].length - a[1].length)
      .map(([path, times]) => {
        const sorted = [...times].sort((a, b) => a - b);
        const ms = (value: number) => `${value.toFixed(1)} ms`;
        return `    ${path.padEnd(48)} ${String(sorted.length).padStart(7)} requests  p50 ${ms(atQuantile(sorted, 0.5))}  p99 ${ms(atQuantile(sorted, 0.99))}  max ${ms(sorted[sorted.length - 1]!)}`;
      });
  }
}
