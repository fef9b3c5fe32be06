import type { RemoteRouteList } from '@clipyard/shared';
import { comingSoonPage } from './features/coming-soon/coming-soon-page';
import { LoginPage } from './features/login/LoginPage';
import { RegisterPage } from './features/register/RegisterPage';
import { ResetPage } from './features/reset/ResetPage';
import { WelcomePage } from './features/welcome/WelcomePage';
import { registerNamespace } from './i18n';

// Loading this module (the exposed './routes') adds the 'account' namespace to the shell's i18n.
registerNamespace();

/** The routes this remote owns (ARCHITECTURE.md section 2), as absolute SPEC section 2 patterns. */
export const routes: RemoteRouteList = [
  { path: '/account/login', Component: LoginPage, titleKey: 'account:routes.login.title' },
  { path: '/account/register', Component: RegisterPage, titleKey: 'account:routes.register.title' },
  { path: '/account/register/welcome', Component: WelcomePage, titleKey: 'account:routes.welcome.title' },
  { path: '/account/reset', Component: ResetPage, titleKey: 'account:routes.reset.title' },
  { path: '/account/email', Component: comingSoonPage('email'), titleKey: 'account:routes.email.title' },
  { path: '/account/userProfile', Component: comingSoonPage('userProfile'), titleKey: 'account:routes.userProfile.title' },
  { path: '/account/deleteAccount', Component: comingSoonPage('deleteAccount'), titleKey: 'account:routes.deleteAccount.title' },
  { path: '/connections', Component: comingSoonPage('connections'), titleKey: 'account:routes.connections.title' },
  { path: '/about/userData', Component: comingSoonPage('userData'), titleKey: 'account:routes.userData.title' },
];

export default routes;

/** Build label (CLIPYARD_BUILD_LABEL at build time; empty normally): the shell shows it under this remote's area when set. */
export const buildLabel: string = typeof __CLIPYARD_BUILD_LABEL__ === 'string' ? __CLIPYARD_BUILD_LABEL__ : '';
