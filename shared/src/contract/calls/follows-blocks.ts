import { z } from 'zod';
import { defineCall, emptyRequest } from '../define';
import { channelLogin, safeString, username } from '../fields';

export const getUserFollowedChannels = defineCall({
  path: 'client/follows/getUserFollowedChannels',
  request: emptyRequest,
  answer: z.object({ followedChannelLoginList: z.array(safeString()) }),
  errors: ['ACCOUNT_NOT_REGISTERED'],
  summary: 'Channels the signed-in user follows.',
});

export const modifyUserFollowedChannel = defineCall({
  path: 'client/follows/modifyUserFollowedChannel',
  request: z.strictObject({ channelLogin, isFollow: z.boolean() }),
  answer: z.object({ channelLogin: safeString(), isFollow: z.boolean() }),
  errors: ['CHANNEL_INVALID', 'CHANNEL_NOT_FOUND', 'ACCOUNT_NOT_REGISTERED'],
  // Follow floods (a fresh account following hundreds of channels to be noticed) are abuse (issue 22 item 5).
  rateLimit: { max: 60, windowSeconds: 600, newAccount: { max: 100, windowSeconds: 3600 } },
  summary: 'Follows or unfollows a channel (idempotent).',
});

export const getUserBlockedChannels = defineCall({
  path: 'client/channelBlocking/getUserBlockedChannels',
  request: emptyRequest,
  answer: z.object({ blockedChannelLoginList: z.array(safeString()) }),
  errors: ['ACCOUNT_NOT_REGISTERED'],
  summary: 'Channels the signed-in user blocks.',
});

export const modifyChannelBlockPreference = defineCall({
  path: 'client/channelBlocking/modifyChannelBlockPreference',
  request: z.strictObject({ channelLogin, isBlock: z.boolean() }),
  answer: z.object({ channelLogin: safeString(), isBlock: z.boolean() }),
  errors: ['CHANNEL_INVALID', 'ACCOUNT_NOT_REGISTERED'],
  summary: 'Blocks or unblocks a channel (idempotent); a blocked channel is also unfollowed.',
});

export const modifyUserBlockPreference = defineCall({
  path: 'client/userAccountBlocking/modifyUserBlockPreference',
  request: z.strictObject({ userName: username, isBlock: z.boolean() }),
  answer: z.object({ userName: safeString(), isBlock: z.boolean() }),
  errors: ['USER_NOT_FOUND', 'CANNOT_BLOCK_SELF', 'ACCOUNT_NOT_REGISTERED'],
  summary: 'Blocks or unblocks another user: their comments and submitted clips are hidden from the blocker.',
});

export const getUserBlockedUserList = defineCall({
  path: 'client/userAccountBlocking/getUserBlockedUserList',
  request: emptyRequest,
  answer: z.object({ blockedUserNameList: z.array(safeString()) }),
  errors: ['ACCOUNT_NOT_REGISTERED'],
  summary: 'User names the signed-in user blocks.',
});
