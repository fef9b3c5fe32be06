import { createContext, useContext, type ReactNode } from 'react';

/**
 * Named places where one remote shows what another remote exposes without importing it (ARCHITECTURE section 2): the
 * remote renders `<ExtensionSlot name=… />`, the shell decides which exposed module fills it, loads it (lazily, after
 * the first view) and renders nothing when that remote is down. Each entry is the props that slot's module takes.
 */
export interface ExtensionSlots {
  /** The frontpage's compact recommendation rail (beside the grid on wide screens, below it on phones). */
  frontpageRail: Record<string, never>;
}
export type ExtensionSlotName = keyof ExtensionSlots;

/** What the shell provides: renders the module of a slot with the slot's props (a function, so no component is made per render). */
export type ExtensionSlotRenderer = (slot: { name: ExtensionSlotName; props: object }) => ReactNode;

const ExtensionSlotContext = createContext<ExtensionSlotRenderer | null>(null);

/** The shell wraps its routes in this; without it (a remote alone, a unit test) every slot stays empty. */
export const ExtensionSlotProvider = ExtensionSlotContext.Provider;

export function ExtensionSlot<N extends ExtensionSlotName>({ name, props }: { name: N; props?: ExtensionSlots[N] }) {
  const render = useContext(ExtensionSlotContext);
  return render ? render({ name, props: props ?? {} }) : null;
}
