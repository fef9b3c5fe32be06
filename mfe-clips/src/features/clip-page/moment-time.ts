/** Moment links: `?t=12`, `?t=1m2s`, `?t=1h2m3s`, `?t=0:12`. Anything else is ignored (null), never an error. */
const UNITS = /^(?:(\d{1,3})h)?(?:(\d{1,4})m)?(?:(\d{1,6}(?:\.\d+)?)s?)?$/;
const CLOCK = /^(?:(\d{1,3}):)?(\d{1,4}):(\d{2})$/;

/** The start time in seconds a `t` value asks for, or null when it is absent, malformed or not positive. */
export function parseMomentTime(value: string | null | undefined): number | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (!text || text.length > 20) return null;
  let seconds: number | null = null;
  const clock = CLOCK.exec(text);
  if (clock) {
    if (Number(clock[3]) >= 60) return null;
    seconds = Number(clock[1] ?? 0) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
  } else {
    const units = UNITS.exec(text);
    if (!units || (units[1] === undefined && units[2] === undefined && units[3] === undefined)) return null;
    seconds = Number(units[1] ?? 0) * 3600 + Number(units[2] ?? 0) * 60 + Number(units[3] ?? 0);
  }
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** `m:ss` (or `h:mm:ss`), whole seconds rounded down: how times read in the chat, the transcript and comments. */
export function formatClock(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The `t` value of a share link: whole seconds, as `1m2s` reads to people and parses back here. */
export function formatMomentParam(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const m = Math.floor(whole / 60);
  const s = whole % 60;
  return m > 0 ? `${m}m${s}s` : `${s}s`;
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'time'; text: string; seconds: number };

const TIME_IN_TEXT = /(?<![\d:])(?:(\d{1,2}):)?(\d{1,2}):([0-5]\d)(?![\d:])/g;

/** Splits comment text into plain parts and `0:12` / `1:02:03` times (only times within `maxSeconds`). */
export function splitTimes(text: string, maxSeconds = Number.POSITIVE_INFINITY): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(TIME_IN_TEXT)) {
    const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]);
    if (seconds > maxSeconds) continue;
    const index = match.index ?? 0;
    if (index > last) parts.push({ kind: 'text', text: text.slice(last, index) });
    parts.push({ kind: 'time', text: match[0], seconds });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
