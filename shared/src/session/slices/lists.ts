import type { StateCreator } from 'zustand';
import { callApi, callApiResult } from '../../api';
import { patchCachedClip } from '../../api/server-state';
import { hashList } from '../list-hash';
import { STORAGE_KEYS, isStringArray, readJson, writeJson } from '../../storage/local-storage';
import type { ListName, ListsSlice, SessionState, ToggleResult } from '../types';
import { deviceListsFor, forgetDeviceLists, type DeviceLists } from '../device-lists';

const listKeys: Record<ListName, string> = {
  followedChannels: STORAGE_KEYS.followedChannels,
  blockedChannels: STORAGE_KEYS.blockedChannels,
  blockedUsers: STORAGE_KEYS.blockedUsers,
  likedClips: STORAGE_KEYS.likedClips,
};
const listNames = Object.keys(listKeys) as ListName[];

type SetState = (partial: Partial<SessionState>) => void;
type Get = () => SessionState;

/**
 * Stores a list only if its hash differs from the stored one, and only then bumps its change signal
 * (SPEC section 4). Returns whether it changed.
 */
function applyList(get: Get, set: SetState, name: ListName, list: string[]): boolean {
  const unique = [...new Set(list)];
  const hash = hashList(unique);
  const state = get();
  if (state.listHashes[name] === hash) return false;
  writeJson(listKeys[name], unique);
  set({
    [name]: unique,
    listHashes: { ...state.listHashes, [name]: hash },
    listSignals: { ...state.listSignals, [name]: state.listSignals[name] + 1 },
  } as Partial<SessionState>);
  return true;
}

function withItem(list: readonly string[], item: string, present: boolean): string[] {
  const without = list.filter((entry) => entry !== item);
  return present ? [...without, item] : without;
}

/** What sign-out resets: every list empty, with a signal for each list that was not empty. */
export function emptyLists(state: SessionState): Partial<SessionState> {
  const emptyHash = hashList([]);
  const listSignals = { ...state.listSignals };
  for (const name of listNames) if (state.listHashes[name] !== emptyHash) listSignals[name] += 1;
  return {
    followedChannels: [],
    blockedChannels: [],
    blockedUsers: [],
    likedClips: [],
    listHashes: { followedChannels: emptyHash, blockedChannels: emptyHash, blockedUsers: emptyHash, likedClips: emptyHash },
    listSignals,
    lastRefreshAt: null,
  };
}

function readList(name: ListName): string[] {
  return readJson(listKeys[name], isStringArray) ?? [];
}

/**
 * Sends the server each device-kept follow and block it does not have yet (one call each, in parallel per list).
 * A refused item (a channel or user that no longer exists) is dropped: the server's answer is the truth.
 */
async function pushDeviceLists(device: DeviceLists, server: { followed: string[]; blockedChannels: string[]; blockedUsers: string[] }) {
  const missing = (local: string[], remote: string[]) => local.filter((item) => !remote.includes(item));
  const blocks = missing(device.blockedChannels, server.blockedChannels);
  const follows = missing(device.followedChannels, server.followed).filter((login) => !blocks.includes(login));
  const users = missing(device.blockedUsers, server.blockedUsers);
  const sent = await Promise.all([
    ...blocks.map((channelLogin) => callApi('client/channelBlocking/modifyChannelBlockPreference', { channelLogin, isBlock: true })),
    ...follows.map((channelLogin) => callApi('client/follows/modifyUserFollowedChannel', { channelLogin, isFollow: true })),
    ...users.map((userName) => callApi('client/userAccountBlocking/modifyUserBlockPreference', { userName, isBlock: true })),
  ]);
  return sent.length > 0;
}

const normaliseLogin = (login: string) => login.trim().toLowerCase();

/**
 * Counts list writes sent to the server (bumped when each starts and when it ends). A refresh whose answers were
 * read while a write was under way may predate it: applying them would flip the button back (or, after a device
 * merge, undo the write), so such a refresh reads the lists again instead, a bounded number of times.
 */
let listWriteTicks = 0;
const MAX_REFRESH_REREADS = 3;

async function tracked<T>(write: () => Promise<T>): Promise<T> {
  listWriteTicks += 1;
  try {
    return await write();
  } finally {
    listWriteTicks += 1;
  }
}

/** How long a toggle waits for the identity provider to restore a signed-in person before acting as signed out. */
export const AUTH_SETTLE_LIMIT_MS = 10_000;

/**
 * Resolves once a store's state satisfies `ready` (checked now and on every change), or after `timeoutMs` at the
 * latest: whoever waits for the session to restore must never hang. The one waiting loop of the session (the toggles
 * below, and `untilSession` in store.ts, which cannot be imported here without a loop).
 */
export function untilState<S>(store: { getState(): S; subscribe(listener: (state: S) => void): () => void }, ready: (state: S) => boolean, timeoutMs: number): Promise<void> {
  if (ready(store.getState())) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = store.subscribe((state) => {
      if (ready(state)) done();
    });
  });
}

export const createListsSlice: StateCreator<SessionState, [], [], ListsSlice> = (set, get, store) => {
  /**
   * Until the identity provider has spoken (it loads after the first paint), a person whose cached profile says
   * signed in is not known to be signed out: a follow or block made then must wait for the restore (bounded), or it
   * would land on this device only while the page shows it as saved.
   */
  const authSettled = (): Promise<void> => {
    // Not `flags.isSignedIn`: at start it is false until the provider speaks (flagsOf(cached, false)), so it would
    // settle at once and send the toggle down the signed-out path. A cached profile is what says "probably signed in".
    const settled = (state: SessionState) => Boolean(state.authUser) || state.loaded || !state.userProfile;
    return untilState(store, settled, AUTH_SETTLE_LIMIT_MS);
  };

  const initial = Object.fromEntries(listNames.map((name) => [name, readList(name)])) as Record<ListName, string[]>;
  return {
    ...initial,
    listHashes: Object.fromEntries(listNames.map((name) => [name, hashList(initial[name])])) as Record<ListName, string>,
    listSignals: { followedChannels: 0, blockedChannels: 0, blockedUsers: 0, likedClips: 0 },
    lastRefreshAt: null,

    async refreshLists(rereads = 0) {
      const uid = get().authUser?.uid;
      if (!uid) return;
      const ticksAtStart = listWriteTicks;
      const [followed, blockedChannels, blockedUsers, likes] = await Promise.all([
        callApi('client/follows/getUserFollowedChannels'),
        callApi('client/channelBlocking/getUserBlockedChannels'),
        callApi('client/userAccountBlocking/getUserBlockedUserList'),
        callApi('client/userLikes/getUserLikedClips'),
      ]);
      if (get().authUser?.uid !== uid) return; // signed out meanwhile: drop stale answers
      if (listWriteTicks !== ticksAtStart && rereads < MAX_REFRESH_REREADS) return get().refreshLists(rereads + 1);
      const device = deviceListsFor(uid);
      if (device && followed && blockedChannels && blockedUsers) {
        // First refresh after signing in from the signed-out state: carry the device's follows and blocks over,
        // then read the lists again so what is stored is what the server now holds.
        forgetDeviceLists();
        const server = { followed: followed.followedChannelLoginList, blockedChannels: blockedChannels.blockedChannelLoginList, blockedUsers: blockedUsers.blockedUserNameList };
        if (await pushDeviceLists(device, server)) return get().refreshLists();
      }
      // A failed call keeps the list as it was (logged by the client); the others still update.
      if (followed) applyList(get, set, 'followedChannels', followed.followedChannelLoginList);
      if (blockedChannels) applyList(get, set, 'blockedChannels', blockedChannels.blockedChannelLoginList);
      if (blockedUsers) applyList(get, set, 'blockedUsers', blockedUsers.blockedUserNameList);
      if (likes) applyList(get, set, 'likedClips', likes.userLikeSet);
      set({ lastRefreshAt: Date.now() });
    },

    async toggleFollow(channelLogin, isFollow): Promise<ToggleResult> {
      const login = normaliseLogin(channelLogin);
      await authSettled();
      if (!get().authUser) {
        // Signed out: follows are kept on this device only (SPEC section 6).
        applyList(get, set, 'followedChannels', withItem(get().followedChannels, login, isFollow));
        return { ok: true, local: true };
      }
      const result = await tracked(() => callApiResult('client/follows/modifyUserFollowedChannel', { channelLogin: login, isFollow }));
      if (!result.ok) return { ok: false, errorCode: result.errorCode };
      // Only now, after isSuccessful, does the local cache change.
      applyList(get, set, 'followedChannels', withItem(get().followedChannels, login, isFollow));
      return { ok: true, local: false };
    },

    async toggleChannelBlock(channelLogin, isBlock): Promise<ToggleResult> {
      const login = normaliseLogin(channelLogin);
      await authSettled();
      if (get().authUser) {
        const result = await tracked(() => callApiResult('client/channelBlocking/modifyChannelBlockPreference', { channelLogin: login, isBlock }));
        if (!result.ok) return { ok: false, errorCode: result.errorCode };
      }
      applyList(get, set, 'blockedChannels', withItem(get().blockedChannels, login, isBlock));
      // The server unfollows a blocked channel; mirror it so both caches agree.
      if (isBlock) applyList(get, set, 'followedChannels', withItem(get().followedChannels, login, false));
      return { ok: true, local: !get().authUser };
    },

    async toggleUserBlock(userName, isBlock): Promise<ToggleResult> {
      const name = userName.trim();
      await authSettled();
      if (get().authUser) {
        const result = await tracked(() => callApiResult('client/userAccountBlocking/modifyUserBlockPreference', { userName: name, isBlock }));
        if (!result.ok) return { ok: false, errorCode: result.errorCode };
      }
      applyList(get, set, 'blockedUsers', withItem(get().blockedUsers, name, isBlock));
      return { ok: true, local: !get().authUser };
    },

    async toggleLike(internalClipId, isLike) {
      await authSettled();
      // SPEC section 4/5: likes are refused when signed out ('Login is required to like a clip').
      if (!get().authUser) return { ok: false, errorCode: 'LIKE_REQUIRES_LOGIN' };
      const result = await tracked(() => callApiResult('client/clipLikes/modifyLikeClipPreference', { internalClipId, isLike }));
      if (!result.ok) return { ok: false, errorCode: result.errorCode };
      applyList(get, set, 'likedClips', withItem(get().likedClips, internalClipId, isLike));
      patchCachedClip(internalClipId, result.data.likeCount);
      return { ok: true, local: false, likeCount: result.data.likeCount };
    },
  };
};
