import { defineStrings } from '../i18n/strings';

/** Strings of the shared UI primitives (namespace 'ui'); the Japanese ones load on demand (i18n.ja.ts). */
export const uiNamespace = 'ui' as const;

export const enUS = {
  ok: 'OK',
  cancel: 'Cancel',
  close: 'Close',
  dismiss: 'Dismiss',
  retry: 'Try again',
  working: 'Working…',
  notificationsRegion: 'Notifications',
  boundaryTitle: 'This part of the page stopped working',
  boundaryMessage: 'Something went wrong while showing it. The rest of Clipyard still works.',
  remoteUnavailableTitle: 'This section could not be loaded',
  remoteUnavailableMessage: 'It may be offline or your connection dropped. The rest of Clipyard still works.',
  remoteTimeoutMessage: 'It took too long to answer. The rest of Clipyard still works.',
  remoteIncompatibleTitle: 'This section needs a newer version of Clipyard',
  remoteIncompatibleMessage: 'It was made for a newer Clipyard than the one this page runs. Reload the page later; the rest of Clipyard still works.',
  loadingSection: 'Loading…',
  standaloneHost: '{{name}} (standalone)',
  standaloneNoRoute: 'No route of {{name}} matches this address.',
  report: {
    question: 'Why are you reporting this?',
    reasons: {
      spam: 'Spam or misleading',
      harassment: 'Harassment or bullying',
      hateful: 'Hateful or abusive',
      sexual: 'Sexual content',
      violent: 'Violent or dangerous',
      copyright: 'Copyright infringement',
      other: 'Something else',
    },
    otherLabel: 'Tell us what is wrong',
    chooseReason: 'Choose a reason.',
    describe: 'Describe the problem.',
    send: 'Send report',
  },
};

export const uiStrings = defineStrings(uiNamespace, enUS, () => import('./i18n.ja'));
export type UiKey = keyof typeof enUS;
