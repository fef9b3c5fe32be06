import type { Handler } from '../../http/handler';
import { viewerId } from '../../http/require-user';
import { frontpagePage } from './frontpage-query';

export const masterFrontpageList: Handler<'client/videoListing/masterFrontpageList'> = async ({ ctx, body, caller }) =>
  frontpagePage(ctx.db, { ...body, viewerUserId: viewerId(caller) });
