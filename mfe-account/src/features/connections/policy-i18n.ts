import { defineStrings } from '@clipyard/shared';

/** The one-step choice right after connecting (issue 19, ADR 0119), merged into the 'account' namespace. */
export const enUS = {
  "submissionPolicy": {
    "heading": "How should clips from other people reach {{channel}}?",
    "intro": "Anyone on Clipyard can submit clips of your channel. Choose what happens to them; you can change it at any time in the page editor.",
    "legend": "Submissions from other people",
    "approval": "Approve each clip first (recommended)",
    "approvalHelp": "Submitted clips wait in your clip requests until you approve them. Nothing goes live on your channel without you.",
    "open": "Publish at once",
    "openHelp": "Submitted clips go live on your channel right away, without your review.",
    "save": "Save",
    "saving": "Saving…",
    "savedApproval": "Submissions to {{channel}} now wait for your approval",
    "savedOpen": "Submissions to {{channel}} are now published at once",
    "failed": "Your choice could not be saved. Your channel stays in Approval.",
    "pageEditor": "Open the page editor"
  },
};

export const policyStrings = defineStrings('account', enUS, () => import('./policy-i18n.ja'));
