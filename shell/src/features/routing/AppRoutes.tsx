import { Route, Routes } from 'react-router';
import { useFirstViewEndsOnNavigation } from '../first-view';
import { RemoteArea, RemoteComponent, remoteRoutes } from '../federation';
import { Layout, MenuPage } from '../layout';
import { InfoPage, NotFoundPage, SettingsPage } from '../pages';
import { OAUTH_TWITCH_PATH, shellPagePaths } from './route-table';

/** Every route of SPEC section 2: one layout for all but the OAuth callback, a not-found page for the rest. */
export function AppRoutes() {
  useFirstViewEndsOnNavigation();
  // Read at boot, before the app mounts (features/federation/route-table.ts).
  const declared = remoteRoutes();
  return (
    <Routes>
      {/* Outside the layout: the OAuth callback (the account remote supplies the logic) and remote routes declared so. */}
      <Route path={OAUTH_TWITCH_PATH} element={<RemoteComponent remote="mfe_account" expose="OAuthTwitch" />} />
      {declared
        .filter((route) => route.layout === 'none')
        .map(({ path, remote }) => (
          <Route key={path} path={path} element={<RemoteArea key={remote} remote={remote} />} />
        ))}
      <Route element={<Layout />}>
        <Route path={shellPagePaths.menu} element={<MenuPage />} />
        <Route path={shellPagePaths.settings} element={<SettingsPage />} />
        <Route path={shellPagePaths.license} element={<InfoPage page="license" />} />
        <Route path={shellPagePaths.info} element={<InfoPage page="info" />} />
        <Route path={shellPagePaths.installation} element={<InfoPage page="installation" />} />
        <Route path={shellPagePaths.privacyPolicy} element={<InfoPage page="privacyPolicy" />} />
        <Route path={shellPagePaths.termsOfService} element={<InfoPage page="termsOfService" />} />
        <Route path={shellPagePaths.safetyStandards} element={<InfoPage page="safetyStandards" />} />
        {declared
          .filter((route) => route.layout !== 'none')
          .map(({ path, remote }) => (
            // keyed by remote: moving between two routes of one remote keeps it mounted
            <Route key={path} path={path} element={<RemoteArea key={remote} remote={remote} />} />
          ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
