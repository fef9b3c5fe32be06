import { verticalFraming, type VerticalFraming } from '@clipyard/shared/contract';
import { clipVerticalKey } from '@clipyard/shared/media';
import { MediaRejected } from '../ffmpeg/probe';
import { verticalArgs } from '../ffmpeg/vertical-commands';
import { fileFromSourceJob } from './rendition-job';

/** clips.vertical_framing as the contract has it, or null (never asked for, or not a framing any more). */
export function storedFraming(value: unknown): VerticalFraming | null {
  const parsed = verticalFraming.safeParse(typeof value === 'string' ? (JSON.parse(value) as unknown) : value);
  return parsed.success ? parsed.data : null;
}

/**
 * The clip's vertical (9:16) version (issue 23 item 3, ADR 0147), made from its stored source as its streamer framed
 * it, with the channel's handle drawn on it. Once stored, the clip lists 'vertical' among its renditions and its
 * media_version moves on: a version made again with a new framing gets new addresses.
 */
export const runVerticalJob = fileFromSourceJob({
  kind: 'vertical',
  key: (clip) => clipVerticalKey(clip.channel_login, clip.id),
  contentType: 'video/mp4',
  suffix: '-vertical.mp4',
  newAddresses: true,
  async args(input, output, probe, clip, jc) {
    const row = await jc.db.selectFrom('clips').select('vertical_framing').where('id', '=', clip.id).executeTakeFirstOrThrow();
    const framing = storedFraming(row.vertical_framing);
    if (!framing) throw new MediaRejected('No framing was chosen for the vertical version');
    return verticalArgs(input, output, probe, framing, clip.channel_login);
  },
});
