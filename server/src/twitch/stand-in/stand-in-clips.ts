import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateTestVideo } from '../../media/ffmpeg/test-video';
import { runFfmpeg } from '../../media/ffmpeg/run-ffmpeg';

/**
 * The clips the local Twitch stand-in knows (issue 19, item 7). A clip URL of one of them
 * (https://clips.twitch.tv/<id> or https://www.twitch.tv/<login>/clip/<id>) submitted to a Clipyard that uses the
 * stand-in resolves through Helix /clips exactly as a real Twitch clip does, and its mp4 (made by ffmpeg on first
 * request) sits beside its `-preview-480x272.jpg` thumbnail, the convention Clipyard's Twitch client relies on.
 * The channels are the demo seed's where that makes a good demo (an open channel, a channel whose streamer approves
 * submissions) plus one the seed does not have, with a Japanese display name.
 */
export interface StandInClip {
  /** Twitch's clip slug: letters, digits and dashes. */
  id: string;
  broadcasterLogin: string;
  broadcasterName: string;
  title: string;
  durationSeconds: number;
  /** Twitch's id of the game it was streamed in (Helix `game_id`), one of STAND_IN_GAMES. */
  gameId: string;
  /** The generated picture's hue shift and the tone's pitch, so the clips look and sound different. */
  hue: number;
  tone: number;
}

export const STAND_IN_CLIPS: readonly StandInClip[] = [
  {
    id: 'PixelPioneerPerfectJump-StandIn1',
    broadcasterLogin: 'pixelpioneer',
    broadcasterName: 'PixelPioneer',
    title: 'The jump that finally worked',
    durationSeconds: 3,
    gameId: '27471',
    hue: 0,
    tone: 440,
  },
  {
    id: 'SpeedrunSamLuckyManip-StandIn2',
    broadcasterLogin: 'speedrun_sam',
    broadcasterName: 'SpeedrunSam',
    title: 'RNG manipulation on the first try',
    durationSeconds: 3,
    // Not one of Clipyard's seeded categories: submitting it shows the Helix /games lookup (ADR 0150).
    gameId: '2692',
    hue: 120,
    tone: 550,
  },
  {
    id: 'KumoPlaysFirstClear-StandIn3',
    broadcasterLogin: 'kumo_plays',
    broadcasterName: 'くもプレイ',
    title: '初見クリアの瞬間',
    durationSeconds: 3,
    gameId: '512953',
    hue: 240,
    tone: 660,
  },
];

/** The games the stand-in's Helix /games knows (Twitch's real ids and names): its clips' games. */
export const STAND_IN_GAMES: ReadonlyMap<string, string> = new Map([
  ['27471', 'Minecraft'],
  ['2692', 'Super Mario 64'],
  ['512953', 'ELDEN RING'],
]);

export function standInClip(id: string): StandInClip | undefined {
  return STAND_IN_CLIPS.find((clip) => clip.id === id);
}

export interface ClipMediaFiles {
  /** The clip's mp4 and its thumbnail jpg, made once per stand-in process (about a second each with ffmpeg). */
  filesOf(clip: StandInClip): Promise<{ video: string; thumbnail: string }>;
  close(): Promise<void>;
}

/** Makes each clip's files on first use, in a temporary folder removed on close. */
export function clipMediaFiles(): ClipMediaFiles {
  let folder: Promise<string> | null = null;
  const made = new Map<string, Promise<{ video: string; thumbnail: string }>>();
  const folderOf = () => (folder ??= mkdtemp(path.join(os.tmpdir(), 'clipyard-twitch-stand-in-')));

  async function make(clip: StandInClip): Promise<{ video: string; thumbnail: string }> {
    const dir = await folderOf();
    const video = path.join(dir, `${clip.id}.mp4`);
    const thumbnail = path.join(dir, `${clip.id}-preview-480x272.jpg`);
    await generateTestVideo(video, { seconds: clip.durationSeconds, width: 640, height: 360, hue: clip.hue, tone: clip.tone });
    await runFfmpeg(['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-i', video, '-frames:v', '1', '-s', '480x272', thumbnail], {
      nice: false,
      timeoutMs: 60_000,
    });
    await stat(thumbnail);
    return { video, thumbnail };
  }

  return {
    filesOf(clip) {
      let files = made.get(clip.id);
      if (!files) {
        files = make(clip);
        // A failed attempt (ffmpeg missing) is not remembered: the next request tries again.
        files.catch(() => made.delete(clip.id));
        made.set(clip.id, files);
      }
      return files;
    },
    async close() {
      if (folder) await rm(await folder, { recursive: true, force: true });
    },
  };
}
