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
 * The page addresses are built in one place, the contract (contract/limits.ts: plain values, no zod), whose builders
 * the server's links use too; they are exported here as well, beside the routes whose patterns they fill.
 */
export { categoryPath, channelPath, clipPath, collectionPath } from '../contract/limits';
