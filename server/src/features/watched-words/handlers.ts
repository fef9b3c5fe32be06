import type { MemberCaller, StreamerCaller } from '../../http/caller';
import type { Handler } from '../../http/handler';
import { decideHeld, listHeld } from './held-comments';
import { addWord, listWords, removeWord, type WordList } from './word-lists';

/** The site's list: moderators only. */
const siteList = (caller: MemberCaller): WordList => ({ channelLogin: null, keeper: caller.user });

/** The caller's own channel's list: the channel comes from the account, never from the request. */
function channelList(caller: StreamerCaller): WordList {
  const { user, channelLogin } = caller;
  return { channelLogin, keeper: user };
}

export const getSiteWatchedWords: Handler<'client/admin/getWatchedWords'> = ({ ctx, caller }) => listWords(ctx, siteList(caller));
export const addSiteWatchedWord: Handler<'client/admin/addWatchedWord'> = ({ ctx, caller, body }) => addWord(ctx, siteList(caller), body);
export const removeSiteWatchedWord: Handler<'client/admin/removeWatchedWord'> = ({ ctx, caller, body }) => removeWord(ctx, siteList(caller), body.watchedWordId);
export const getSiteHeldComments: Handler<'client/admin/getHeldComments'> = ({ ctx, caller, body }) => listHeld(ctx, siteList(caller), body);
export const decideSiteHeldComment: Handler<'client/admin/decideHeldComment'> = ({ ctx, caller, body }) => decideHeld(ctx, siteList(caller), body.commentId, body.decision);

export const getChannelWatchedWords: Handler<'client/streamer/getWatchedWords'> = ({ ctx, caller }) => listWords(ctx, channelList(caller));
export const addChannelWatchedWord: Handler<'client/streamer/addWatchedWord'> = ({ ctx, caller, body }) => addWord(ctx, channelList(caller), body);
export const removeChannelWatchedWord: Handler<'client/streamer/removeWatchedWord'> = ({ ctx, caller, body }) => removeWord(ctx, channelList(caller), body.watchedWordId);
export const getChannelHeldComments: Handler<'client/streamer/getHeldComments'> = ({ ctx, caller, body }) => listHeld(ctx, channelList(caller), body);
export const decideChannelHeldComment: Handler<'client/streamer/decideHeldComment'> = ({ ctx, caller, body }) => decideHeld(ctx, channelList(caller), body.commentId, body.decision);
