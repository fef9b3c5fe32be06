import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of a test's own (initdb in a temp folder, on a free loopback port), for fault tests that
 * stop and restart the server: the machine's shared cluster is never touched. initdb refuses to run as root, so as
 * root every PostgreSQL binary runs as the `postgres` system user (runuser), which then owns the folder.
 */
export interface OwnPostgres {
  port: number;
  /** postgres://postgres@127.0.0.1:{port}/{database} (trust auth, loopback only). */
  url(database?: string): string;
  /** Stops the server: 'immediate' is a crash (no checkpoint, recovery at the next start), 'fast' a clean stop. */
  stop(mode?: 'immediate' | 'fast'): Promise<void>;
  /** Starts it again on the same port and waits until it accepts connections. */
  start(): Promise<void>;
  /**
   * SIGSTOP to the server and every backend: it still accepts TCP connections (the kernel does) but answers
   * nothing, as a hung machine or a silently dropped network would. thaw() sends SIGCONT.
   */
  freeze(): Promise<void>;
  thaw(): Promise<void>;
  /** Stops it if running and deletes the folder. */
  remove(): Promise<void>;
  /**
   * A streaming replica of this cluster (ADR 0142): pg_basebackup with its standby settings (-R) into a folder
   * beside this one's, started read-only (hot standby) on a free port of its own. Removed with this cluster.
   */
  startReplica(): Promise<OwnPostgres>;
}

/** The folder of initdb and pg_ctl: CLIPYARD_PG_BIN, else Debian's newest /usr/lib/postgresql/N/bin, else PATH. */
function pgBin(name: string): string {
  if (process.env.CLIPYARD_PG_BIN) return path.join(process.env.CLIPYARD_PG_BIN, name);
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(root, v, 'bin', name)).find((file) => existsSync(file));
  return found ?? name;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function postgresUser(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

type RunAs = (name: string, args: string[]) => Promise<unknown>;

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const asUser = await postgresUser();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'clipyard-own-pg-'));
  if (asUser) await chown(dir, asUser.uid, asUser.gid);
  const data = path.join(dir, 'data');
  const pg: RunAs = (name, args) => run(asUser ? 'runuser' : pgBin(name), asUser ? ['-u', 'postgres', '--', pgBin(name), ...args] : args, { timeout: 60_000 });
  await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync', '--no-instructions']);
  const cluster = clusterIn(dir, data, await freePort(), pg, async () => rm(dir, { recursive: true, force: true }));
  await cluster.start();
  return cluster;
}

/** A cluster's handle: its data folder `data` in `dir` (which also holds its socket and log). */
function clusterIn(dir: string, data: string, port: number, pg: RunAs, removeFiles: () => Promise<void>): OwnPostgres {
  // Loopback only, its socket in its own folder; a small cluster (a test drives a few connections).
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c max_connections=50 -c shared_buffers=16MB`;
  let running = false;
  let frozen: number[] = [];
  const replicas: OwnPostgres[] = [];
  /** The postmaster (first line of postmaster.pid) and its children: this cluster's processes only. */
  const clusterPids = async (): Promise<number[]> => {
    const postmaster = Number((await readFile(path.join(data, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    const { stdout } = await run('ps', ['-o', 'pid=', '--ppid', String(postmaster)]);
    return [postmaster, ...stdout.split('\n').map((line) => Number(line.trim())).filter((pid) => pid > 0)];
  };
  const cluster: OwnPostgres = {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      await pg('pg_ctl', ['-D', data, '-l', path.join(dir, `server-${port}.log`), '-o', options, '-w', '-t', '60', 'start']);
      running = true;
    },
    async stop(mode = 'fast') {
      await pg('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
      running = false;
    },
    async freeze() {
      frozen = await clusterPids();
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    },
    async thaw() {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
      frozen = [];
    },
    async remove() {
      for (const replica of replicas.splice(0)) await replica.remove();
      await cluster.thaw().catch(() => undefined);
      if (running) await cluster.stop('immediate').catch(() => undefined);
      await removeFiles();
    },
    async startReplica() {
      const replicaPort = await freePort();
      const replicaData = path.join(dir, `replica-${replicaPort}`);
      await pg('pg_basebackup', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-D', replicaData, '-R', '-X', 'stream', '--no-sync']);
      const replica = clusterIn(dir, replicaData, replicaPort, pg, async () => rm(replicaData, { recursive: true, force: true }));
      replicas.push(replica);
      await replica.start();
      return replica;
    },
  };
  return cluster;
}
