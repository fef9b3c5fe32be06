import type { GroupHandlers } from '../../http/handler';
import { getMySavedLists } from './get-my-lists.handler';
import { getSavedListClips } from './get-list-clips.handler';
import { createSavedList, deleteSavedList, renameSavedList } from './manage-list.handlers';
import { moveSavedListClip } from './move-list-clip.handler';
import { setSavedListClip } from './set-list-clip.handler';

export const savedListsHandlers = {
  'client/savedLists/getMyLists': getMySavedLists,
  'client/savedLists/createList': createSavedList,
  'client/savedLists/renameList': renameSavedList,
  'client/savedLists/deleteList': deleteSavedList,
  'client/savedLists/setListClip': setSavedListClip,
  'client/savedLists/getListClips': getSavedListClips,
  'client/savedLists/moveListClip': moveSavedListClip,
} satisfies GroupHandlers<'saved-lists'>;
