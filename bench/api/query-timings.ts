import { atQuantile } from './server-timings';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/**
 * The server's queries while a scenario runs (BENCH_QUERY_TIMES=1): for each statement shape, how often it ran and how
 * long it took from being compiled to its rows being back (the wait for a pool connection, the round trip and
 * PostgreSQL's work). Beside the server's own time per call (server-timings.ts) it says which statements a slow call
 * family spends its time in, and whether that is the pool's queue (every shape slow alike) or one statement.
 */
export class QueryTimings implements KyselyPlugin {
  private readonly started = new WeakMap<object, { at: number; shape: string }>();
  private readonly byShape = new Map<string, number[]>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.started.set(args.queryId, { at: performance.now(), shape: shapeOf(args.node) });
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const start = this.started.get(args.queryId);
    if (start) {
      const list = this.byShape.get(start.shape) ?? [];
      list.push(performance.now() - start.at);
      this.byShape.set(start.shape, list);
    }
    return Promise.resolve(args.result);
  }

  reset(): void {
    this.byShape.clear();
  }

  /** The `top` shapes by total time: count, total, p50 and p99 in ms. */
  lines(top = 20): string[] {
    return [...this.byShape.entries()]
      .map(([shape, times]) => ({ shape, sorted: [...times].sort((a, b) => a - b), total: times.reduce((sum, t) => sum + t, 0) }))
      .sort((a, b) => b.total - a.total)
      .slice(0, top)
      .map(({ shape, sorted, total }) =>
        `    ${shape.slice(0, 70).padEnd(70)} ${String(sorted.length).padStart(7)}×  total ${(total / 1000).toFixed(1)} s  p50 ${atQuantile(sorted, 0.5).toFixed(1)} ms  p99 ${atQuantile(sorted, 0.99).toFixed(1)} ms`);
  }
}

/** A statement's kind and first table (`select users`), or a raw statement's opening words. */
function shapeOf(node: RootOperationNode): string {
  if (node.kind === 'RawNode') return `raw ${(node as unknown as { sqlFragments: string[] }).sqlFragments.join('?').replace(/\s+/g, ' ').trim()}`;
  const table = /"kind":"IdentifierNode","name":"([a-z_]+)"/.exec(JSON.stringify(node))?.[1] ?? '?';
  return `${node.kind.replace('QueryNode', '').toLowerCase()} ${table}`;
}
