import { defineStrings } from '@clipyard/shared';

/** /about/takedown strings (issue 22 item 3), merged into the 'account' namespace under `takedown`. */
export const enUS = {
  "takedown": {
    "heading": "Report a copyright infringement",
    "intro": "If a clip on this site uses a work whose copyright you own or represent without permission, send a notice here. The clips you name are hidden at once while a moderator reviews the notice. The channel's streamer receives the notice (with your name, not your email address) and may answer with a counter-notice.",
    "clipUrls": "Addresses of the clips",
    "clipUrlsHelp": "One clip address of this site per line, for example {{example}}",
    "work": "The copyrighted work",
    "workHelp": "What the work is and where it can be found, so we can identify it",
    "claimantName": "Your full name",
    "claimantEmail": "Your email address",
    "claimantEmailHelp": "Only the moderators see it, to reach you about this notice",
    "goodFaith": "I have a good-faith belief that the use of the work in these clips is not authorised by the copyright owner, its agent or the law.",
    "accurate": "The information in this notice is accurate, and I am the copyright owner or authorised to act on the owner's behalf.",
    "signature": "Signature: type your full name",
    "submit": "Send the notice",
    "sending": "Sending…",
    "required": "Fill in this field",
    "statementsRequired": "Tick both statements to send the notice",
    "noClips": "Give the address of at least one clip",
    "lineNotClip": "Line {{line}} is not a clip address of this site: {{text}}",
    "lineNoSuchClip": "Line {{line}} names no clip of this site: {{text}}",
    "tooManyLines": "Name at most {{max}} clips in one notice",
    "failed": "The notice could not be sent: {{reason}}",
    "sentTitle": "Your notice was received",
    "sentBody": "Clips hidden while a moderator reviews your notice: {{count}}.",
    "another": "Send another notice"
  },
};

export const takedownStrings = defineStrings('account', enUS, () => import('./i18n.ja'));
