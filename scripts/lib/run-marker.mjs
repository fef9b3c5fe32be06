/**
 * Every process a test run starts carries the run's marker in its environment (CLIPYARD_TEST_RUN=<id>): the runners,
 * the Auth emulator, the API servers the suites start in process groups of their own, Chromium, ffmpeg, PostgreSQL
 * clusters. A child inherits its parent's environment, so the marker reaches processes that detached themselves and
 * that no pid list knows of. When the run ends — passed, failed or interrupted — `reapMarked` ends every process
 * still carrying it (issue 25: a detached emulator outlived `npm test` and held 9099, 4400 and 4500).
 *
 * Linux reads a process's environment from /proc/<pid>/environ (readable for one's own processes, or as root). Where
 * there is no /proc, nothing is found and the process-group stops of each starter are all there is.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';

export const RUN_MARKER = 'CLIPYARD_TEST_RUN';

/** A marker value unique to one run. */
export function newRunId() {
  return `${process.pid}-${randomBytes(6).toString('hex')}`;
}

/** The pids (other than this process) whose environment has name=value, read from /proc. */
export function findMarked(name, value) {
  if (!existsSync('/proc/self/environ')) return [];
  const wanted = `${name}=${value}`;
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      // A NUL-separated list; a zombie or a process that just ended reads empty or throws.
      if (readFileSync(`/proc/${entry}/environ`, 'latin1').split('\0').includes(wanted)) pids.push(Number(entry));
    } catch {
      /* gone, or not ours to read */
    }
  }
  return pids;
}

/** A process's command line (for a log of what was left behind). */
export function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0').join(' ').trim().slice(0, 160);
  } catch {
    return '?';
  }
}

function signal(pids, name) {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      /* already gone */
    }
  }
}

/**
 * Ends every process carrying name=value: SIGTERM, then SIGKILL for what is still there after `graceMs`. Answers
 * the processes that were found (pid and command line), so the caller can say what had been left behind.
 */
export async function reapMarked(name, value, { graceMs = 5000 } = {}) {
  const found = findMarked(name, value).map((pid) => ({ pid, command: commandOf(pid) }));
  if (found.length === 0) return [];
  signal(
    found.map((p) => p.pid),
    'SIGTERM',
  );
  const deadline = Date.now() + graceMs;
  let left = findMarked(name, value);
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = findMarked(name, value);
  }
  signal(left, 'SIGKILL');
  return found;
}

/** The TCP sockets listening on this machine (IPv4 and IPv6), from /proc/net/tcp{,6}: port and socket inode. */
export function listeningSockets() {
  const sockets = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is HEX_IP:HEX_PORT; state 0A is LISTEN; field 9 is the socket's inode.
      if (fields[3] === '0A') sockets.push({ port: parseInt(fields[1].split(':')[1], 16), inode: fields[9] });
    }
  }
  return sockets;
}

/** The TCP ports on which these processes listen (each process's open file descriptors matched to the sockets). */
export function listeningPortsOf(pids) {
  const byInode = new Map(listeningSockets().map((socket) => [socket.inode, socket.port]));
  const ports = new Set();
  for (const pid of pids) {
    let fds = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const inode = readlinkSync(`/proc/${pid}/fd/${fd}`).match(/^socket:\[(\d+)\]$/)?.[1];
        if (inode && byInode.has(inode)) ports.add(byInode.get(inode));
      } catch {
        /* closed meanwhile */
      }
    }
  }
  return [...ports].sort((a, b) => a - b);
}
