import { defineStrings } from '@clipyard/shared';

/** Strings of cutting a made clip again (issue 23 item 1), merged into the 'streamer' namespace under `recut`. */
export const enUS = {
  recut: {
    open: 'Trim',
    openLabel: 'Trim “{{title}}”',
    title: 'Trim “{{title}}”',
    intro: 'Choose the part to keep. The clip becomes that part everywhere: links to the old version stop playing it.',
    introOriginal: 'This is the whole video the submitter uploaded. Choose the part to keep: it may start earlier or run longer than their cut.',
    submitterCut: 'The submitter’s cut: {{start}} – {{end}} (marked on the timeline)',
    cuttingCard: 'A new cut is being made… {{percent}} %',
    cutFailedCard: 'The new cut could not be made; the clip is as it was.',
    save: 'Save the new cut',
    saving: 'Saving…',
    unchanged: 'Move the start or the end to cut the clip.',
    cutting: 'Cutting the clip… {{percent}} %',
    done: 'Clip trimmed',
    failed: 'The clip could not be cut: {{reason}}',
    failedNoReason: 'The clip could not be cut.',
    loading: 'Loading…',
    close: 'Close',
  },
};

export const recutStrings = defineStrings('streamer', enUS, () => import('./i18n.ja'));
