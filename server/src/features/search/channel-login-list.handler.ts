import type { Handler } from '../../http/handler';
import { viewerId } from '../../http/caller';
import { searchChannelLogins } from './channel-search';

const DEFAULT_SEARCH_LIMIT = 10;

export const channelLoginList: Handler<'client/search/channelLoginList'> = async ({ ctx, body, caller }) => ({
  channelLoginList: await searchChannelLogins(ctx.db, body.query, body.limit ?? DEFAULT_SEARCH_LIMIT, viewerId(caller)),
});
