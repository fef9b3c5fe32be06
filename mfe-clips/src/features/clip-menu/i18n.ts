import { defineStrings } from '@clipyard/shared';

/** Clip menu strings (SPEC section 2), merged into the 'clips' namespace under `menu`. */
export const enUS = {
  "menu": {
    "share": "Share Clip",
    "report": "Report Clip",
    "blockChannel": "Block Channel",
    "download": "Download Clip",
    "downloadVertical": "Download Vertical Version",
    "editTitle": "Edit Title",
    "delete": "Delete Clip",
    "cancel": "Cancel",
    "linkCopied": "Link copied",
    "copyLink": "Copy link",
    "copyLinkAt": "Copy link starting at {{time}}",
    "copyEmbed": "Copy embed code",
    "embedCopied": "Embed code copied",
    "signInToReport": "Sign in to report inappropriate content",
    "login": "Login",
    "reportThanks": "Thank you for the report",
    "reportFailed": "Failed to report clip",
    "channelBlocked": "Channel blocked",
    "blockChannelTitle": "Block {{channel}}?",
    "blockChannelMessage": "You will no longer see this channel's clips on the frontpage, in search or in recommendations. You can unblock it at any time on your blocks page.",
    "manageBlocks": "Manage your blocks",
    "blockFailed": "Failed to block channel",
    "editTitleMessage": "Choose a new title for this clip.",
    "titleTooShort": "Clip name cannot be less than 3 characters",
    "titleTooLong": "Clip name cannot be more than 100 characters",
    "renamed": "Clip renamed successfully",
    "renameFailed": "Failed to rename clip",
    "deleteConfirm": "Delete this clip for everyone? This cannot be undone.",
    "deleteFailed": "Failed to delete clip",
    "unlistClip": "Unlist clip",
    "hideClip": "Hide clip",
    "makePublic": "Make public again",
    "saveClip": "Save",
    "signInToSave": "Sign in to save clips to your lists",
    "save": {
      "title": "Save to…",
      "savedList": "Saved",
      "listsLabel": "Your lists",
      "loading": "Loading your lists…",
      "loadFailed": "Your lists could not be loaded.",
      "retry": "Retry",
      "failed": "That change was not saved.",
      "newList": "New list",
      "nameLabel": "List name",
      "nameHelp": "{{length}} / {{max}}",
      "create": "Create",
      "tooMany": "You have {{max}} lists, the most there can be.",
      "allLists": "Your lists",
      "done": "Done"
    }
  },
};

export const clipMenuStrings = defineStrings('clips', enUS, () => import('./i18n.ja'));
