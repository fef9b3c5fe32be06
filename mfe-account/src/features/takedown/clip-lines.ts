/** The most clip addresses one notice may name (the contract's clipUrlList.max). */
export const MAX_CLIP_LINES = 50;

export type LineProblem = { line: number; text: string };

/**
 * The clip addresses of the form's text, one per line (blank lines skipped), and the first line that is not a clip
 * address of this site: `/<channel>/clip/<id>` or `/embed/<channel>/<id>` on `origin`. The server checks each names a
 * clip; this only catches what cannot be one, naming the line.
 */
export function readClipLines(text: string, origin: string): { addresses: string[]; lines: number[]; problem: LineProblem | null } {
  const addresses: string[] = [];
  const lines: number[] = [];
  const raw = text.split(/\r?\n/);
  for (let index = 0; index < raw.length; index += 1) {
    const line = raw[index].trim();
    if (!line) continue;
    if (!isClipAddress(line, origin)) return { addresses, lines, problem: { line: index + 1, text: line } };
    addresses.push(line);
    lines.push(index + 1);
  }
  return { addresses, lines, problem: null };
}

function isClipAddress(text: string, origin: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  return /^\/[A-Za-z0-9_]{3,25}\/clip\/[A-Za-z0-9_-]{6,32}\/?$/.test(url.pathname) || /^\/embed\/[A-Za-z0-9_]{3,25}\/[A-Za-z0-9_-]{6,32}\/?$/.test(url.pathname);
}
