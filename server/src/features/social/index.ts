import type { Handlers } from '../../http/handler';
import { getUserLikedClips } from './get-user-liked-clips.handler';
import { modifyLikeClipPreference } from './modify-like-clip-preference.handler';
import { getUserFollowedChannels, modifyUserFollowedChannel } from './follows.handler';
import { getUserBlockedChannels, modifyChannelBlockPreference } from './channel-blocks.handler';
import { getUserBlockedUserList, modifyUserBlockPreference } from './user-blocks.handler';

export const socialHandlers = {
  'client/userLikes/getUserLikedClips': getUserLikedClips,
  'client/clipLikes/modifyLikeClipPreference': modifyLikeClipPreference,
  'client/follows/getUserFollowedChannels': getUserFollowedChannels,
  'client/follows/modifyUserFollowedChannel': modifyUserFollowedChannel,
  'client/channelBlocking/getUserBlockedChannels': getUserBlockedChannels,
  'client/channelBlocking/modifyChannelBlockPreference': modifyChannelBlockPreference,
  'client/userAccountBlocking/modifyUserBlockPreference': modifyUserBlockPreference,
  'client/userAccountBlocking/getUserBlockedUserList': getUserBlockedUserList,
} satisfies Partial<Handlers>;
