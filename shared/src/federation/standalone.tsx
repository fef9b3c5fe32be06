import { Box, Container, Link as MuiLink, Typography } from '@mui/material';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { loadRuntimeConfig } from '../runtime-config';
import { configureApi } from '../api';
import { getSession } from '../session';
import { AppProviders } from '../ui/AppProviders';
import { RemoteBoundary } from '../ui/RemoteBoundary';
import { setupI18n } from '../ui/i18n-setup';
import type { RemoteRouteList } from './routes';
import { useStrings } from '../i18n/use-strings';
import { uiStrings } from '../ui/i18n';

/**
 * The minimal host a remote team runs alone (`pnpm --filter mfe-clips dev`): the same providers as
 * the shell (theme, language, notifications, dialogs), the remote's own routes mounted directly,
 * and a strip of links to them. No Firebase here (the shell owns it): screens run signed out.
 */
export async function mountStandalone({ name, routes }: { name: string; routes: RemoteRouteList }): Promise<void> {
  const config = await loadRuntimeConfig();
  configureApi({ baseUrl: () => config.apiBaseUrl });
  await setupI18n({ language: getSession().language });
  getSession().authLoaded();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders>
          <StandaloneHost name={name} routes={routes} />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
}

function StandaloneHost({ name, routes }: { name: string; routes: RemoteRouteList }) {
  const { t } = useStrings(uiStrings);
  const links = routes.filter((r) => !r.path.includes(':'));
  return (
    <>
      <Box component="header" sx={{ p: 1, display: 'flex', gap: 2, flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {t('standaloneHost', { name })}
        </Typography>
        {links.map((r) => (
          <MuiLink key={r.path} component={Link} to={r.path}>
            {r.path}
          </MuiLink>
        ))}
      </Box>
      <Container component="main" sx={{ py: 2 }}>
        <RemoteBoundary area={name}>
          <Routes>
            {routes.map(({ path, Component }) => (
              <Route
                key={path}
                path={path}
                element={
                  <Suspense fallback={<Typography>{t('loadingSection')}</Typography>}>
                    <Component />
                  </Suspense>
                }
              />
            ))}
            <Route path="*" element={<Typography>{t('standaloneNoRoute', { name })}</Typography>} />
          </Routes>
        </RemoteBoundary>
      </Container>
    </>
  );
}
