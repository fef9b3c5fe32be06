import type { GroupHandlers } from '../../http/handler';
import { getUserFollowedChannels, modifyUserFollowedChannel } from './follows.handler';
import { getUserBlockedChannels, modifyChannelBlockPreference } from './channel-blocks.handler';
import { getUserBlockedUserList, modifyUserBlockPreference } from './user-blocks.handler';

export const followsBlocksHandlers = {
  'client/follows/getUserFollowedChannels': getUserFollowedChannels,
  'client/follows/modifyUserFollowedChannel': modifyUserFollowedChannel,
  'client/channelBlocking/getUserBlockedChannels': getUserBlockedChannels,
  'client/channelBlocking/modifyChannelBlockPreference': modifyChannelBlockPreference,
  'client/userAccountBlocking/modifyUserBlockPreference': modifyUserBlockPreference,
  'client/userAccountBlocking/getUserBlockedUserList': getUserBlockedUserList,
} satisfies GroupHandlers<'follows-blocks'>;
