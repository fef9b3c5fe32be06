import type { Clip } from '@clipyard/shared';

/** What needs attention is filled, the rest outlined: the text says the status, colours alone never do (contrast). */
export const STATUS_VARIANT: Record<Clip['status'], 'filled' | 'outlined'> = {
  ready: 'outlined',
  processing: 'outlined',
  awaiting_decision: 'filled',
  failed: 'filled',
  rejected: 'outlined',
  deleted: 'outlined',
};

/** What the table (wide screens) and the card list (phones) both show and do for the listed clips. */
export interface ManagedClipsProps {
  clips: Clip[];
  language: string;
  selected: string[];
  /** Every listed clip is selected. */
  allSelected: boolean;
  isBusy: (clip: Clip) => boolean;
  onToggle: (clip: Clip) => void;
  onToggleAll: () => void;
  onRename: (clip: Clip) => void;
  onDelete: (clip: Clip) => void;
  /** Opens the thumbnail editor (issue 23 item 2). */
  onThumbnail: (clip: Clip) => void;
  /** Opens the vertical version editor (issue 23 item 3). */
  onVertical: (clip: Clip) => void;
  /** Opens the clip editor to cut the made clip again (issue 23 item 1). */
  onTrim: (clip: Clip) => void;
  /** Opens the category choice (issue 23 item 6). */
  onCategory: (clip: Clip) => void;
  /** Opens "Add to collection" (issue 23 item 5, ADR 0148 addendum). */
  onCollections: (clip: Clip) => void;
}

/**
 * Only a ready clip can go in a collection (ADR 0148: published and ready, what visitors can be shown); the server
 * says CLIP_NOT_READY for any other, and the dialog shows it if a clip changed meanwhile.
 */
export function canBeInCollection(clip: Clip): boolean {
  return clip.status === 'ready';
}

/** A clip with video has frames to pick its thumbnail from; a rejected one's files are gone. */
export function canChooseThumbnail(clip: Clip): boolean {
  return clip.renditions.includes('source') && clip.status !== 'rejected' && clip.status !== 'deleted';
}
