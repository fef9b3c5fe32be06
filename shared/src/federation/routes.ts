import type { ComponentType } from 'react';

/**
 * One route a remote owns. `path` is the absolute react-router pattern of SPEC section 2
 * (e.g. '/:channelLogin/clip/:internalClipId'); the shell mounts `Component` inside its layout and
 * `useParams()` gives the pattern's parameters. `titleKey` is an i18n key (namespace:key) for
 * document.title.
 */
export interface RemoteRoute {
  path: string;
  Component: ComponentType;
  titleKey?: string;
  /**
   * 'none': mounted outside the shell's layout (no app bar, no navigation), e.g. the clips remote's embed player.
   * The shell's route table must list such a route with the same layout.
   */
  layout?: 'none';
}

/** What every remote's exposed `./routes` module default-exports (and exports as `routes`). */
export type RemoteRouteList = RemoteRoute[];

/** The federation names of the four remotes (folder names with '-' → '_'). */
export const remoteNames = ['mfe_clips', 'mfe_channels', 'mfe_account', 'mfe_streamer'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** remotes.json: remote name → mf-manifest.json URL. */
export type RemotesManifest = Partial<Record<RemoteName, string>> & Record<string, string>;

/*
 * The page addresses, built in one place. Their shape is agreed by the route patterns (the shell's route table, each
 * remote's `./routes`), the HTML host that answers a deep link (shell/host) and the server's own links (push
 * notifications, oEmbed): a link built by hand in one screen drifts from that agreement unseen, so every screen and
 * shared component builds them here (lint refuses a hand-built clip path). Each segment is encoded: channel logins
 * and clip ids are URL-safe today (CHANNEL_LOGIN_PATTERN, INTERNAL_CLIP_ID_PATTERN), but a builder must not trust
 * what it is given to stay so; for such values the encoding changes nothing, so links stay byte-identical.
 */

/** A channel's page: `/{channelLogin}`. */
export function channelPath(channelLogin: string): string {
  return `/${encodeURIComponent(channelLogin)}`;
}

/** A clip's page: `/{channelLogin}/clip/{internalClipId}` (the pattern '/:channelLogin/clip/:internalClipId'). */
export function clipPath(channelLogin: string, internalClipId: string): string {
  return `${channelPath(channelLogin)}/clip/${encodeURIComponent(internalClipId)}`;
}

/** A category's page (issue 23 item 6, ADR 0150): `/category/{slug}` (the pattern '/category/:categorySlug'). */
export function categoryPath(slug: string): string {
  return `/category/${encodeURIComponent(slug)}`;
}

/**
 * A channel collection's page: `/{channelLogin}/collections/{collectionId}` (the pattern
 * '/:channelLogin/collections/:collectionId', issue 23 item 5, ADR 0148).
 */
export function collectionPath(channelLogin: string, collectionId: string): string {
  return `${channelPath(channelLogin)}/collections/${encodeURIComponent(collectionId)}`;
}
