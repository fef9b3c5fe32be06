import type { ExtensionSlotName, ExtensionSlots } from '@clipyard/shared';
import type { ComponentType } from 'react';

/**
 * The exposed modules the shell mounts, typed by the remotes themselves (ADR 0127): `shell/build/remote-types.mjs`
 * runs Module Federation's dts plugin over each remote's exposes before every typecheck and writes
 * `shell/@mf-types/<remote>/<expose>.d.ts`, which tsconfig maps to `<remote>/<expose>`. A remote that renames a prop
 * of one of these breaks the shell's typecheck, not the page. (`typeof import()` is a type only: nothing of a remote
 * is bundled into the shell.)
 */
export interface RemoteModules {
  mfe_account: { OAuthTwitch: typeof import('mfe_account/OAuthTwitch') };
  mfe_channels: { SearchBox: typeof import('mfe_channels/SearchBox'); RecommendationRail: typeof import('mfe_channels/RecommendationRail') };
  mfe_streamer: { StreamerMenu: typeof import('mfe_streamer/StreamerMenu') };
}

export type RemoteWithExposes = keyof RemoteModules;
export type ExposeOf<R extends RemoteWithExposes> = keyof RemoteModules[R] & string;
/** The props of an exposed module's default component. */
export type ExposedProps<R extends RemoteWithExposes, E extends ExposeOf<R>> =
  RemoteModules[R][E] extends { default: ComponentType<infer P> } ? P : never;

/** An exposed component whose props accept a slot's props: the only kind that may fill that slot. */
type SlotModule<S extends ExtensionSlotName> = {
  [R in RemoteWithExposes]: { remote: R; expose: { [E in ExposeOf<R>]: ExtensionSlots[S] extends ExposedProps<R, E> ? E : never }[ExposeOf<R>] };
}[RemoteWithExposes];

/**
 * Which exposed module fills each extension slot. Its props must accept the slot's props (ExtensionSlots in
 * @clipyard/shared), so a slot and its module cannot drift apart. Exposed names are a public API: add, never rename.
 */
export const slotModules = {
  frontpageRail: { remote: 'mfe_channels', expose: 'RecommendationRail' },
} as const satisfies { [S in ExtensionSlotName]: SlotModule<S> };
