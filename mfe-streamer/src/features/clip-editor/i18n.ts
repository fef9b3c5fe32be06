import { defineStrings } from '@clipyard/shared';

/** Clip editor strings, merged into the 'streamer' namespace under `clipEditor` (issue 23 item 1). */
export const enUS = {
  clipEditor: {
    heading: 'Cut the clip',
    help: 'Drag the handles, or play the video and press I and O to set the start and end. A clip is {{min}} to {{max}} seconds long.',
    video: 'The chosen video',
    reading: 'Reading the video…',
    unplayable: 'This browser cannot play this file, so it cannot be cut here. It is submitted whole.',
    tooShort: 'This video is shorter than {{min}} seconds, so there is nothing to cut: it is submitted whole.',
    startHandle: 'Start of the clip',
    endHandle: 'End of the clip',
    summary: 'From {{start}} to {{end}} · {{length}} s',
    setStart: 'Start here (I)',
    setEnd: 'End here (O)',
    playSelection: 'Play the selection',
  },
};

export const clipEditorStrings = defineStrings('streamer', enUS, () => import('./i18n.ja'));
