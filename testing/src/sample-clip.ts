import type { Clip } from '@clipyard/shared/contract';

let clipCounter = 0;
/** A ready clip as the API answers it. */
export function sampleClip(overrides: Partial<Clip> = {}): Clip {
  clipCounter += 1;
  return {
    internalClipId: `clip${String(clipCounter).padStart(6, '0')}`,
    channelLogin: 'somechannel',
    channelDisplayName: 'Some Channel',
    clipTitle: `Clip number ${clipCounter}`,
    status: 'ready',
    durationSeconds: 12,
    width: 1280,
    height: 720,
    createdAt: '2026-11-01T10:00:00.000Z',
    likeCount: 3,
    viewCount: 40,
    submitterUserName: 'viewer1',
    renditions: ['source', 'x265', 'av1'],
    thumbnailFormats: ['webp', 'avif'],
    mediaVersion: 2,
    ...overrides,
  };
}
