import { ErrorBoundary, type ExtensionSlotName, type ExtensionSlotRenderer } from '@clipyard/shared';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { slotModules } from './remote-modules';
import { useRemoteModule } from './use-remote-module';

/**
 * Runs `callback` once the page has loaded and the main thread is idle: a slot's remote is fetched after the first
 * view, never in competition with it. A browser without requestIdleCallback waits a moment instead.
 */
export function afterFirstView(callback: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(callback, { timeout: 3_000 });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(callback, 300);
      cancel = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancel = () => window.removeEventListener('load', idle);
  }
  return () => cancel();
}

/**
 * Until its module is there a slot renders an empty placeholder (so a container can keep its room), and once the
 * remote failed, or its module threw, nothing at all: a slot is an extra, the page around it works without it.
 */
function Placeholder({ name }: { name: ExtensionSlotName }) {
  return <span data-slot-pending={name} hidden />;
}

function LoadedSlot({ name, props }: { name: ExtensionSlotName; props: object }) {
  const { remote, expose } = slotModules[name];
  const state = useRemoteModule<{ default?: ComponentType<object> } & Record<string, unknown>>(remote, expose);
  if (state.status === 'loading') return <Placeholder name={name} />;
  if (state.status === 'failed') return null;
  const Module = (state.module.default ?? state.module[expose]) as ComponentType<object> | undefined;
  if (!Module) return null;
  return (
    <ErrorBoundary area={remote} fallback={() => null}>
      <Suspense fallback={<Placeholder name={name} />}>
        <div data-slot={name} data-remote-slot={remote}>
          <Module {...props} />
        </div>
      </Suspense>
    </ErrorBoundary>
  );
}

function ShellExtensionSlot({ name, props }: { name: ExtensionSlotName; props: object }) {
  const [viewed, setViewed] = useState(false);
  useEffect(() => afterFirstView(() => setViewed(true)), []);
  return viewed ? <LoadedSlot name={name} props={props} /> : <Placeholder name={name} />;
}

/** The shell's renderer of every extension slot (given to remotes through ExtensionSlotProvider). */
export const renderExtensionSlot: ExtensionSlotRenderer = ({ name, props }) => <ShellExtensionSlot name={name} props={props} />;
