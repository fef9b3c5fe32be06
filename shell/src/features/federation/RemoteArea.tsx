import { Box, CircularProgress, Typography } from '@mui/material';
import { ErrorFallback, RemoteBoundary, uiStrings, useStrings, type RemoteRouteList } from '@clipyard/shared';
import { Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { endFirstView, SILENT_REMOTE_LIMIT_MS } from '../first-view';
import { useDocumentTitle } from '../../ui/use-document-title';
import { NotFoundPage } from '../pages';
import { matchRemoteRoute } from './match-remote-route';
import type { ExposedProps, ExposeOf, RemoteWithExposes } from './remote-modules';
import { useRemoteModule } from './use-remote-module';

function Loading() {
  const { t } = useStrings(uiStrings);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} data-testid="remote-loading">
      <CircularProgress aria-label={t('loadingSection')} />
    </Box>
  );
}

/** Second failure layer: the loader fallback, in this remote's area only, with a retry button. */
function LoadFallback({ remote, reason, retry }: { remote: string; reason: string; retry: () => void }) {
  const { t } = useStrings(uiStrings);
  // The page the HTML's first view stands in for is not coming: the fallback must be seen.
  useEffect(endFirstView, []);
  if (reason === 'platform') {
    // A remote made for a platform this shell does not run (ADR 0104). Retry reads its manifest again: a rolled-back or
    // fixed deploy of the remote then loads without a page reload.
    return <ErrorFallback area={remote} title={t('remoteIncompatibleTitle')} message={t('remoteIncompatibleMessage')} onRetry={retry} />;
  }
  return (
    <ErrorFallback
      area={remote}
      title={t('remoteUnavailableTitle')}
      message={reason === 'timeout' ? t('remoteTimeoutMessage') : t('remoteUnavailableMessage')}
      onRetry={retry}
    />
  );
}

/** Third failure layer: the remote threw while rendering. Its page is not coming either, so the first view ends. */
function CaughtFallback({ remote, retry }: { remote: string; retry: () => void }) {
  const { t } = useStrings(uiStrings);
  useEffect(endFirstView, []);
  return <ErrorFallback area={remote} title={t('boundaryTitle')} message={t('boundaryMessage')} onRetry={retry} />;
}

function RouteScreen({ routes }: { routes: RemoteRouteList }) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const match = matchRemoteRoute(routes, pathname);
  useDocumentTitle(match?.titleKey ? t(match.titleKey) : null);
  // The remote's screen is here: it ends the HTML's first view when its own view is on screen, or this limit does.
  useEffect(() => {
    const timer = setTimeout(endFirstView, SILENT_REMOTE_LIMIT_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!match) return <NotFoundPage />;
  const Screen = match.Component;
  return <Screen />;
}

/**
 * Mounts the screen a remote supplies for the current route. The remote loads on first visit; the
 * layout around it is already painted. Failures stay in this area: the loader fallback when the
 * remote cannot be fetched or times out, the error boundary (third layer) when it throws.
 */
export function RemoteArea({ remote }: { remote: string }) {
  const state = useRemoteModule<{ routes?: RemoteRouteList; default?: RemoteRouteList; buildLabel?: string }>(remote, 'routes');
  const { pathname } = useLocation();
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') return <LoadFallback remote={remote} reason={state.reason} retry={state.retry} />;
  const routes = state.module.routes ?? state.module.default ?? [];
  return (
    <RemoteBoundary area={remote} resetKey={pathname} fallback={(retry) => <CaughtFallback remote={remote} retry={retry} />}>
      <div data-remote={remote}>
        {/* A screen suspends while its translation's chunk loads (a Japanese reader): no key is ever shown. */}
        <Suspense fallback={<Loading />}>
          <RouteScreen routes={routes} />
        </Suspense>
      </div>
      {state.module.buildLabel ? (
        // Which build of this remote is live (set only when the remote was built with a label).
        <Typography variant="caption" component="p" data-testid={`build-label-${remote}`} sx={{ textAlign: 'center', opacity: 0.7, mt: 2 }}>
          {remote} {state.module.buildLabel}
        </Typography>
      ) : null}
    </RemoteBoundary>
  );
}

/** Mounts one exposed component of a remote (e.g. mfe_account/OAuthTwitch) with the same three layers. */
export function RemoteComponent<R extends RemoteWithExposes, E extends ExposeOf<R>>({
  remote,
  expose,
  props,
}: { remote: R; expose: E } & (Partial<ExposedProps<R, E>> extends ExposedProps<R, E> ? { props?: ExposedProps<R, E> } : { props: ExposedProps<R, E> })) {
  // Typed at the call (the props fit the remote's own declaration); inside, any component and props object will do.
  const state = useRemoteModule<{ default?: ComponentType<object> } & Record<string, unknown>>(remote, expose);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') return <LoadFallback remote={remote} reason={state.reason} retry={state.retry} />;
  const Component = (state.module.default ?? state.module[expose]) as ComponentType<object> | undefined;
  if (!Component) return <LoadFallback remote={remote} reason="unavailable" retry={state.retry} />;
  return (
    <RemoteBoundary area={remote}>
      <Suspense fallback={<Loading />}>
        <Component {...((props ?? {}) as object)} />
      </Suspense>
    </RemoteBoundary>
  );
}
