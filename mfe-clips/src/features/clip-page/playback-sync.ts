import type { ChatMessage, TranscriptCue } from '@clipyard/shared';

/**
 * The chat as it stood at `time`: every message whose offset has been reached, oldest first, without the users the
 * viewer blocked. A pure function of the time, so seeking back and forth shows exactly the right messages.
 */
export function chatAt(messages: readonly ChatMessage[], time: number, blockedUsers: readonly string[]): ChatMessage[] {
  const blocked = new Set(blockedUsers.map((name) => name.toLowerCase()));
  return messages.filter((message) => message.offsetSeconds <= time && !blocked.has(message.userName.toLowerCase()));
}

/** The index of the cue being spoken at `time` (the last one started, while it lasts), or -1. */
export function currentCueIndex(cues: readonly TranscriptCue[], time: number): number {
  let found = -1;
  for (let i = 0; i < cues.length; i += 1) {
    if (cues[i].startSeconds <= time && time < cues[i].endSeconds) found = i;
    if (cues[i].startSeconds > time) break;
  }
  return found;
}

/** The cues whose text contains `query` (case- and width-insensitive), with their index in the full list. */
export function searchCues(cues: readonly TranscriptCue[], query: string): Array<{ cue: TranscriptCue; index: number }> {
  const needle = query.normalize('NFKC').toLowerCase().trim();
  const all = cues.map((cue, index) => ({ cue, index }));
  if (!needle) return all;
  return all.filter(({ cue }) => cue.text.normalize('NFKC').toLowerCase().includes(needle));
}
