import type { Handler } from '../../http/handler';
import { viewerId } from '../../http/caller';
import { loadChannelCards } from '../../domain/channel-cards';

export const channelDetails: Handler<'client/search/channelDetails'> = async ({ ctx, body, caller }) => ({
  channelDetailsList: await loadChannelCards(ctx.db, body.channelLoginList, viewerId(caller)),
});
