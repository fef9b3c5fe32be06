import type { Db } from '../../db/database';
import type { Handler } from '../../http/handler';
import { assertPlayableClip } from './playable-clip';

/**
 * A clip has at most one transcript in practice; if cues of several languages exist, the language with the most
 * cues wins (ties: alphabetical) so the answer is one coherent track. No cues: language null, empty list.
 */
export const getTranscript: Handler<'client/clipAudioTranscript/getTranscript'> = async ({ ctx, body, caller }) => {
  await assertPlayableClip(ctx.db, body.internalClipId, caller.user);
  return loadTranscript(ctx.db, body.internalClipId);
};

/** The transcript of a clip the caller has already checked (the call above and the WebVTT captions share it). */
export async function loadTranscript(db: Db, internalClipId: string) {
  const rows = await db
    .selectFrom('transcript_cues')
    .select(['language', 'start_seconds', 'end_seconds', 'text'])
    .where('clip_id', '=', internalClipId)
    .orderBy('start_seconds')
    .orderBy('id')
    .execute();
  if (rows.length === 0) return { language: null, transcriptCueList: [] };
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.language, (counts.get(r.language) ?? 0) + 1);
  const language = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
  return {
    language,
    transcriptCueList: rows
      .filter((r) => r.language === language)
      .map((r) => ({ startSeconds: Number(r.start_seconds), endSeconds: Number(r.end_seconds), text: r.text })),
  };
}
