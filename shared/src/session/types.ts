import type { UserProfile } from '../contract';
import type { ApiErrorCode } from '../api';
import type { AuthUser } from './auth-bridge';

export type ColorPreference = 'Light' | 'Dark' | 'True Dark';
export const colorPreferences: readonly ColorPreference[] = ['Light', 'Dark', 'True Dark'];
export type AppLanguage = 'en-US' | 'ja';
export const appLanguages: readonly AppLanguage[] = ['en-US', 'ja'];

export type ListName = 'followedChannels' | 'blockedChannels' | 'blockedUsers' | 'likedClips';

/** The profileDetails answer as cached (SPEC section 3 fields plus the image version). */
export type CachedProfile = UserProfile & { profileImageVersion?: number; profileImageKey?: string | null };

/**
 * How a toggle went. `local: true` means it was applied on this device only (signed out: follows and blocks).
 * A failure carries the code the UI translates ('errors' namespace).
 */
export type ToggleResult = { ok: true; local: boolean } | { ok: false; errorCode: ApiErrorCode };

export interface AuthFlags {
  isSignedIn: boolean;
  isStreamer: boolean;
  isAdmin: boolean;
  hasVerifiedEmail: boolean;
}

export interface AuthSlice {
  authUser: AuthUser | null;
  /** Set after the first auth callback. */
  loaded: boolean;
  /** Set once, when loaded first turns true (the shell records appLaunch then). */
  launched: boolean;
  flags: AuthFlags;
  authSignedIn(authUser: AuthUser): Promise<void>;
  authSignedOut(): void;
  authLoaded(): void;
}

export interface ProfileSlice {
  userProfile: CachedProfile | null;
  refreshProfile(): Promise<boolean>;
}

export interface ListsSlice {
  followedChannels: string[];
  blockedChannels: string[];
  blockedUsers: string[];
  likedClips: string[];
  /** Hash of each list as last stored. */
  listHashes: Record<ListName, string>;
  /** Bumped each time a list really changes (its hash differs): the change signal. */
  listSignals: Record<ListName, number>;
  lastRefreshAt: number | null;
  /** Reads every list from the server. `rereads` is internal: how often a refresh overlapping a write re-read. */
  refreshLists(rereads?: number): Promise<void>;
  toggleFollow(channelLogin: string, isFollow: boolean): Promise<ToggleResult>;
  toggleChannelBlock(channelLogin: string, isBlock: boolean): Promise<ToggleResult>;
  toggleUserBlock(userName: string, isBlock: boolean): Promise<ToggleResult>;
  /** On success the clip's new like count is in `likeCount`. */
  toggleLike(internalClipId: string, isLike: boolean): Promise<ToggleResult & { likeCount?: number }>;
}

export interface PreferencesSlice {
  colorPreference: ColorPreference;
  language: AppLanguage;
  setColorPreference(value: ColorPreference): void;
  setLanguage(value: AppLanguage): void;
}

export type SessionState = AuthSlice & ProfileSlice & ListsSlice & PreferencesSlice;
