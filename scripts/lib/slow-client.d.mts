/** Types of slow-client.mjs (the server's tests are TypeScript). */
export interface TrickleResult {
  /** The server closed the socket before the client gave up. */
  closed: boolean;
  openMs: number;
  /** The first bytes the server answered (e.g. an HTTP 408). */
  answer: string;
}
export function trickle(o: { port: number; head: string; drip: string; everyMs?: number; giveUpMs: number }): Promise<TrickleResult>;
export function slowHeaders(port: number, giveUpMs: number, path?: string): Promise<TrickleResult>;
export function slowBody(port: number, giveUpMs: number, path?: string, method?: string): Promise<TrickleResult>;
