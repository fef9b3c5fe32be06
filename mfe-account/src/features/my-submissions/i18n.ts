import { defineStrings } from '@clipyard/shared';

/** /account/submissions strings, merged into the 'account' namespace under `submissions`. Error codes come from 'errors'. */
export const enUS = {
  submissions: {
    heading: 'Your submissions',
    intro: 'The clips you submitted, newest first. A channel in Approval shows your clip once its streamer approves it; until then you can still change its title.',
    loading: 'Loading your submissions…',
    failed: 'Your submissions could not be loaded.',
    retry: 'Try again',
    empty: 'You have not submitted any clips yet.',
    submitFirst: 'Submit a clip',
    loadMore: 'Show more',
    loadingMore: 'Loading more…',
    signedOutTitle: 'Log in to see your submissions',
    signedOutBody: 'Your submissions and the streamers’ decisions on them are kept with your account.',
    login: 'Log in',
    channel: 'Channel: {{channel}}',
    submittedOn: 'Submitted {{date}}',
    decidedOn: 'Decided {{date}}',
    listLabel: 'Your submitted clips',
    states: {
      pending: 'Awaiting the streamer’s decision',
      approved: 'Approved',
      published: 'Published',
      processing: 'Being prepared',
      approvedProcessing: 'Approved, being prepared',
      rejected: 'Rejected',
      failed: 'Could not be processed',
      removed: 'Removed',
    },
    explain: {
      pending: 'The streamer of {{channel}} reviews submissions before they appear.',
      approved: 'The streamer approved it: it is on {{channel}} now.',
      published: '{{channel}} does not review submissions: it was published directly.',
      processing: 'It plays on the site as soon as its first version is ready.',
      rejected: 'The streamer decided not to publish it.',
      failed: 'The video could not be processed. Try submitting it again from another address or file.',
      removed: 'It was taken off the site.',
    },
    watch: 'Watch “{{title}}”',
    edit: 'Edit title',
    editLabel: 'Edit title: “{{title}}”',
    titleField: 'Clip title',
    titleHelp: '3 to 100 characters.',
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    saved: 'Title saved',
    decidedMeanwhile: 'The streamer has decided on this clip meanwhile, so its title can no longer change.',
  },
};

export const mySubmissionsStrings = defineStrings('account', enUS, () => import('./i18n.ja'));
