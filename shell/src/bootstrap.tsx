import { AppProviders, ExtensionSlotProvider } from '@clipyard/shared';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { boot, renderBootFailure, MaintenanceDialog } from './features/boot';
import { renderExtensionSlot } from './features/federation';
import { AppRoutes } from './features/routing';

boot()
  .then((outcome) => {
    if (!outcome.mount) return;
    const container = document.getElementById('root');
    if (!container) throw new Error('#root is missing');
    const root = createRoot(container);
    // The first render as a transition: React yields to the browser every few milliseconds instead of one long task
    // (the HTML's skeleton or first view is on screen meanwhile).
    startTransition(() =>
      root.render(
        <StrictMode>
          <BrowserRouter>
            <AppProviders>
              <ExtensionSlotProvider value={renderExtensionSlot}>
                <AppRoutes />
              </ExtensionSlotProvider>
              <MaintenanceDialog />
            </AppProviders>
          </BrowserRouter>
        </StrictMode>,
      ),
    );
  })
  .catch((error: unknown) => {
    // Boot errors halt mounting and are logged.
    console.error('[boot] failed', error);
    void renderBootFailure();
  });
