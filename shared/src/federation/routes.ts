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

/**
 * One route as a remote declares it in what it ships (ADR 0158): the file `routes.json` beside its mf-manifest.json,
 * built from the remote's `src/routes.json`. Data only, so the HTML host and the shell learn a remote's routes at run
 * time without loading its code: a remote adds or changes a route with no shell release.
 * - `path`: the react-router pattern of its exposed `./routes` entry (a `/*` prefix claims the rest of a prefix: its
 *   own not-found page answers there);
 * - `layout: 'none'`: mounted outside the shell's layout (the embed player);
 * - `title`: the page's title per language for the HTML host's <head>, before any JavaScript;
 * - `index: false`: behind sign-in or a studio tool: the host writes `noindex`.
 */
export interface RouteDeclaration {
  path: string;
  layout?: 'none';
  title?: { 'en-US': string; ja: string };
  index?: boolean;
}

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
