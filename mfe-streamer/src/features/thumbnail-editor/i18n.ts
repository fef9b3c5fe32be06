import { defineStrings } from '@clipyard/shared';

/** Thumbnail editor strings, merged into the 'streamer' namespace under `thumbnail`. */
export const enUS = {
  thumbnail: {
    open: 'Thumbnail',
    openLabel: 'Choose the thumbnail of “{{title}}”',
    title: 'Thumbnail of “{{title}}”',
    current: 'Current thumbnail',
    currentAlt: 'The current thumbnail of “{{title}}”',
    uploadedNote: 'An image you uploaded.',
    frameNote: 'The frame at {{time}}.',
    loading: 'Loading the thumbnail…',
    failed: 'The thumbnail could not be loaded.',
    retry: 'Try again',
    framesHeading: 'Pick a frame',
    framesHelp: 'Six moments of the clip. Pick one, then use it.',
    framesPreparing: 'Preparing the frames of this clip…',
    frameLabel: 'Frame at {{time}}',
    useFrame: 'Use this frame',
    updating: 'Making the new thumbnail…',
    uploadHeading: 'Or upload an image',
    uploadHelp: 'PNG, JPEG, WebP, GIF or AVIF, at most 2 MB. It is cropped to fill 16:9.',
    upload: 'Upload an image',
    uploading: 'Uploading…',
    tooLarge: 'This image is larger than 2 MB.',
    saved: 'Thumbnail updated',
    close: 'Close',
  },
};

export const thumbnailStrings = defineStrings('streamer', enUS, () => import('./i18n.ja'));
