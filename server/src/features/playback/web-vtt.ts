/** One WebVTT timestamp, hh:mm:ss.ttt. */
export function vttTimestamp(totalSeconds: number): string {
  const ms = Math.max(0, Math.round(totalSeconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/**
 * Cue text as WebVTT payload: markup characters become entities (so nothing is ever a tag), and line breaks, which
 * would end the cue at a blank line, fold into single lines.
 */
export function vttText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\r\n]+/g, '\n')
    .split('\u0000')
    .join('')
    .trim();
}

/** A WebVTT file of the transcript cues (an empty transcript is a valid file with no cues). */
export function toWebVtt(cues: ReadonlyArray<{ startSeconds: number; endSeconds: number; text: string }>, language: string | null): string {
  const lines = ['WEBVTT', ...(language ? [`Language: ${language.replace(/[^A-Za-z0-9-]/g, '')}`] : []), ''];
  cues.forEach((cue, index) => {
    const text = vttText(cue.text);
    if (!text || cue.endSeconds <= cue.startSeconds) return;
    lines.push(String(index + 1), `${vttTimestamp(cue.startSeconds)} --> ${vttTimestamp(cue.endSeconds)}`, text, '');
  });
  return `${lines.join('\n')}\n`;
}
