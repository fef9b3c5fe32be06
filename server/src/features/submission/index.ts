import type { Handlers } from '../../http/handler';

/** submitClip and clipEncodeStatus (the media issue). */
export const submissionHandlers = {} satisfies Partial<Handlers>;
