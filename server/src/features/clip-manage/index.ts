import type { Handlers } from '../../http/handler';
import { renameClip } from './rename-clip.handler';
import { deleteClip } from './delete-clip.handler';

export const clipManageHandlers = {
  'client/clipManage/renameClip': renameClip,
  'client/clipManage/deleteClip': deleteClip,
} satisfies Partial<Handlers>;
