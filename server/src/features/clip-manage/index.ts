import type { GroupHandlers } from '../../http/handler';
import { renameClip } from './rename-clip.handler';
import { deleteClip } from './delete-clip.handler';
import { getChannelClips } from './get-channel-clips.handler';

export const clipManageHandlers = {
  'client/clipManage/renameClip': renameClip,
  'client/clipManage/deleteClip': deleteClip,
  'client/clipManage/getChannelClips': getChannelClips,
} satisfies GroupHandlers<'clip-manage'>;
