import { PRIVATE_NOTE_MAX } from '@clipyard/shared';

/** The note to send: trimmed, and none at all when blank (the server stores blank as none anyway). */
export function privateNoteToSend(value: string): { privateNote?: string } {
  const note = value.trim();
  return note ? { privateNote: note } : {};
}

/** Checked before sending, as the server counts: the trimmed text. */
export function privateNoteTooLong(value: string): boolean {
  return value.trim().length > PRIVATE_NOTE_MAX;
}
