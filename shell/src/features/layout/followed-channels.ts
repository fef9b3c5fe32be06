import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { callApiResult, clipThumbnailUrl, knownAvifSupport, type ChannelCard } from '@clipyard/shared';

/** A followed channel as the navigation shows it: its display name (the login until it is known) and a picture. */
export interface FollowedChannel {
  login: string;
  displayName: string;
  /** The channel's latest clip's thumbnail, shown small and round; null: the initial is shown instead. */
  avatarUrl: string | null;
}

/** A name is asked for again after this long (display names change rarely; the list itself is the session's). */
export const NAME_FRESH_MS = 30 * 60_000;
/** After a failed call its logins are not asked for again for this long (they keep showing as logins). */
export const NAME_RETRY_MS = 60_000;
/** The most logins one channelDetails call takes (its contract's max). */
const MAX_PER_CALL = 50;
/** The contract's channel login (anything else, e.g. a hand-edited local list, would fail the whole call). */
const LOGIN = /^[a-z0-9_]{3,25}$/;

type Known = { displayName: string; avatarUrl: string | null } | null;

/** login → what the server said (null: no such channel), with when. One cache for the page: drawer, column, /menu. */
const known = new Map<string, { value: Known; at: number }>();
const inFlight = new Set<string>();
const failedAt = new Map<string, number>();
const listeners = new Set<() => void>();
/** What components read: a new copy of the names after each change (a stable snapshot in between). */
let names: ReadonlyMap<string, Known> = new Map();

function changed(): void {
  names = new Map([...known].map(([login, entry]) => [login, entry.value]));
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function needsAsking(login: string, now: number): boolean {
  if (!LOGIN.test(login) || inFlight.has(login)) return false;
  const failed = failedAt.get(login);
  if (failed !== undefined && now - failed < NAME_RETRY_MS) return false;
  const entry = known.get(login);
  return !entry || now - entry.at >= NAME_FRESH_MS;
}

function pictureOf(card: ChannelCard): string | null {
  return card.latestClip ? clipThumbnailUrl(card.latestClip, knownAvifSupport() === true) : null;
}

async function askChunk(logins: string[]): Promise<void> {
  const answer = await callApiResult('client/search/channelDetails', { channelLoginList: logins });
  const at = Date.now();
  for (const login of logins) inFlight.delete(login);
  if (!answer.ok) {
    // Logged by the client; the navigation keeps the logins, and asks again later.
    for (const login of logins) failedAt.set(login, at);
    return;
  }
  const cards = new Map(answer.data.channelDetailsList.map((card) => [card.channelLogin, card]));
  for (const login of logins) {
    const card = cards.get(login);
    known.set(login, { value: card ? { displayName: card.displayName, avatarUrl: pictureOf(card) } : null, at });
    failedAt.delete(login);
  }
}

/**
 * Asks the server (channelDetails, optional auth) for the names of the logins not known yet (or known for longer than
 * NAME_FRESH_MS), at most MAX_PER_CALL a call; logins already asked for, or failed less than NAME_RETRY_MS ago, wait.
 */
export async function loadFollowedChannelNames(logins: readonly string[]): Promise<void> {
  const now = Date.now();
  const missing = [...new Set(logins)].filter((login) => needsAsking(login, now));
  if (missing.length === 0) return;
  for (const login of missing) inFlight.add(login);
  const chunks: string[][] = [];
  for (let i = 0; i < missing.length; i += MAX_PER_CALL) chunks.push(missing.slice(i, i + MAX_PER_CALL));
  await Promise.all(chunks.map(askChunk));
  changed();
}

/** Forgets every name (tests). */
export function forgetFollowedChannelNames(): void {
  known.clear();
  inFlight.clear();
  failedAt.clear();
  changed();
}

/**
 * The followed channels in the list's order, each with its display name and picture once the server has named it:
 * the logins at first (and for good when the call fails or the channel is unknown). Asks only when the list changes
 * to include a login not known yet; every mounted navigation shares the answers.
 */
export function useFollowedChannels(logins: readonly string[]): FollowedChannel[] {
  const current = useSyncExternalStore(subscribe, () => names, () => names);
  useEffect(() => {
    void loadFollowedChannelNames(logins);
  }, [logins]);
  return useMemo(
    () =>
      logins.map((login) => {
        const value = current.get(login);
        return { login, displayName: value?.displayName || login, avatarUrl: value?.avatarUrl ?? null };
      }),
    [logins, current],
  );
}
