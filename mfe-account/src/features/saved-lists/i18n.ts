import { defineStrings } from '@clipyard/shared';

/** /account/lists strings, merged into the 'account' namespace under `savedLists`. Error codes come from 'errors'. */
export const enUS = {
  savedLists: {
    heading: 'Your lists',
    intro: 'Clips you saved, in lists only you can see. Save a clip from its menu (⋮ › Save).',
    savedList: 'Saved',
    loading: 'Loading your lists…',
    failed: 'Your lists could not be loaded.',
    retry: 'Try again',
    listsLabel: 'Your lists',
    clipCount_one: '{{count}} clip',
    clipCount_other: '{{count}} clips',
    onlyYou: 'Only you can see your lists.',
    signedOutTitle: 'Log in to see your lists',
    signedOutBody: 'Your saved clips and lists are kept with your account.',
    login: 'Log in',
    backToLists: 'All your lists',
    listLoading: 'Loading the list…',
    listFailed: 'This list could not be loaded.',
    emptySaved: 'Nothing saved yet. Open a clip’s menu and choose Save to keep it here.',
    emptyList: 'This list is empty. Open a clip’s menu and choose Save to add one.',
    browse: 'Browse clips',
    clipsLabel: 'Clips in {{name}}',
    remove: 'Remove from list',
    // Begins with the button's visible words, so a voice command naming them reaches it (axe label-content-name-mismatch).
    removeLabel: 'Remove from list: “{{title}}”',
    removed: 'Removed from {{name}}',
    removeFailed: 'The clip could not be removed.',
    rename: 'Rename list',
    renameMessage: 'Choose a new name for this list.',
    nameLabel: 'List name',
    nameInvalid: 'Give the list a name of 1 to 60 characters.',
    renamed: 'List renamed',
    renameFailed: 'The list could not be renamed.',
    delete: 'Delete list',
    deleteTitle: 'Delete “{{name}}”?',
    deleteMessage: 'The list goes; the clips in it stay on Clipyard. This cannot be undone.',
    deleted: 'List deleted',
    deleteFailed: 'The list could not be deleted.',
    loadMore: 'Show more',
    loadingMore: 'Loading more…',
  },
};

export const savedListsStrings = defineStrings('account', enUS, () => import('./i18n.ja'));
