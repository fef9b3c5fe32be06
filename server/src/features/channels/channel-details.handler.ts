import type { Handler } from '../../http/handler';
import { viewerId } from '../clips';
import { loadChannelCards } from './channel-cards';

export const channelDetails: Handler<'client/search/channelDetails'> = async ({ ctx, body, caller }) => ({
  channelDetailsList: await loadChannelCards(ctx.db, body.channelLoginList, viewerId(caller)),
});
