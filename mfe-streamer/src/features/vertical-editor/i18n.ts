import { defineStrings } from '@clipyard/shared';

/** Vertical version editor strings (issue 23 item 3), merged into the 'streamer' namespace under `vertical`. */
export const enUS = {
  vertical: {
    open: 'Vertical',
    openLabel: 'Make a vertical version of “{{title}}”',
    title: 'Vertical version of “{{title}}”',
    intro: 'A 9:16 video for Shorts, TikTok and Reels, with @{{handle}} on it. Phone viewers of the clip page get it too.',
    loading: 'Loading the vertical version…',
    retry: 'Try again',
    layout: 'Layout',
    layoutCrop: 'Crop',
    layoutSplit: 'Facecam and gameplay',
    stageLabel: 'The clip’s frame with the parts the vertical version keeps',
    previewLabel: 'Preview of the vertical version',
    cropBox: 'The part of the frame kept',
    gameplayBox: 'Gameplay',
    facecamBox: 'Facecam',
    position: 'Position',
    gameplayPosition: 'Gameplay position',
    facecamLeft: 'Facecam left edge',
    facecamTop: 'Facecam top edge',
    facecamSize: 'Facecam size',
    dragHelp: 'Drag the boxes over the frame, or use the sliders.',
    make: 'Make vertical version',
    remake: 'Make it again with this framing',
    making: 'Making the vertical version… {{percent}} %',
    made: 'Vertical version ready',
    failed: 'The vertical version could not be made: {{reason}}',
    failedNoReason: 'The vertical version could not be made.',
    result: 'The vertical version',
    download: 'Download vertical version',
    notReady: 'This clip has no video yet: a vertical version can be made once it is processed.',
    close: 'Close',
  },
};

export const verticalStrings = defineStrings('streamer', enUS, () => import('./i18n.ja'));
