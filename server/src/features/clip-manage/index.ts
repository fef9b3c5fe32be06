import type { GroupHandlers } from '../../http/handler';
import { renameClip } from './rename-clip.handler';
import { deleteClip } from './delete-clip.handler';
import { getChannelClips } from './get-channel-clips.handler';
import { getThumbnailChoices, setClipThumbnailFrame, uploadClipThumbnail } from './thumbnail.handlers';
import { getVerticalVersion, makeVerticalVersion } from './vertical.handlers';
import { trimClip } from './trim-clip.handler';
import { setClipCategory } from './set-clip-category.handler';

export const clipManageHandlers = {
  'client/clipManage/renameClip': renameClip,
  'client/clipManage/deleteClip': deleteClip,
  'client/clipManage/getChannelClips': getChannelClips,
  'client/clipManage/getThumbnailChoices': getThumbnailChoices,
  'client/clipManage/setClipThumbnailFrame': setClipThumbnailFrame,
  'client/clipManage/uploadClipThumbnail': uploadClipThumbnail,
  'client/clipManage/getVerticalVersion': getVerticalVersion,
  'client/clipManage/makeVerticalVersion': makeVerticalVersion,
  'client/clipManage/trimClip': trimClip,
  'client/clipManage/setClipCategory': setClipCategory,
} satisfies GroupHandlers<'clip-manage'>;
