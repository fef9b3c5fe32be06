import { registerStrings, type RemoteRouteList } from '@clipyard/shared';
import { BlocksPage } from './features/blocks';
import { ConnectionsPage } from './features/connections';
import { DeleteAccountPage } from './features/delete-account';
import { EmailPage } from './features/email';
import { FinishRegistrationPage } from './features/finish-registration';
import { EmailActionPage } from './features/email-action';
import { LoginPage } from './features/login/LoginPage';
import { MyReportsPage } from './features/my-reports';
import { MySubmissionsPage } from './features/my-submissions';
import { LIST_PATTERN, ListPage, ListsPage } from './features/saved-lists';
import { RegisterPage } from './features/register/RegisterPage';
import { ResetPage } from './features/reset/ResetPage';
import { TakedownPage } from './features/takedown';
import { UserDataPage } from './features/user-data';
import { UserProfilePage } from './features/user-profile';
import { WelcomePage } from './features/welcome/WelcomePage';
import { appStrings } from './i18n';

// Loading this module (the exposed './routes') adds the route titles the shell shows ('account' namespace).
registerStrings(appStrings);

/** The routes this remote owns (ARCHITECTURE.md section 2), as absolute SPEC section 2 patterns. */
export const routes: RemoteRouteList = [
  { path: '/account/login', Component: LoginPage, titleKey: 'account:routes.login.title' },
  { path: '/account/register', Component: RegisterPage, titleKey: 'account:routes.register.title' },
  { path: '/account/register/welcome', Component: WelcomePage, titleKey: 'account:routes.welcome.title' },
  { path: '/account/finishRegistration', Component: FinishRegistrationPage, titleKey: 'account:routes.finishRegistration.title' },
  { path: '/account/reset', Component: ResetPage, titleKey: 'account:routes.reset.title' },
  { path: '/account/email', Component: EmailPage, titleKey: 'account:routes.email.title' },
  // Where the provider's email links land (ARCHITECTURE.md section 2, ADR 0053).
  { path: '/account/action', Component: EmailActionPage, titleKey: 'account:routes.action.title' },
  { path: '/account/userProfile', Component: UserProfilePage, titleKey: 'account:routes.userProfile.title' },
  { path: '/account/deleteAccount', Component: DeleteAccountPage, titleKey: 'account:routes.deleteAccount.title' },
  // Issue 19: the blocks the dialogs promise a way to undo (signed-out blocks of this device too).
  { path: '/account/blocks', Component: BlocksPage, titleKey: 'account:routes.blocks.title' },
  // The viewer's own clip submissions and requests (issue 19 item 9, ADR 0124).
  { path: '/account/submissions', Component: MySubmissionsPage, titleKey: 'account:routes.submissions.title' },
  // The viewer's own reports, their state and their thread with the moderators (issue 22 item 1).
  { path: '/account/reports', Component: MyReportsPage, titleKey: 'account:routes.reports.title' },
  // The viewer's private saved lists (issue 23 item 5, ADR 0149): "Saved" and named lists, each at its own address.
  { path: '/account/lists', Component: ListsPage, titleKey: 'account:routes.lists.title' },
  { path: LIST_PATTERN, Component: ListPage, titleKey: 'account:routes.lists.title' },
  { path: '/connections', Component: ConnectionsPage, titleKey: 'account:routes.connections.title' },
  { path: '/about/userData', Component: UserDataPage, titleKey: 'account:routes.userData.title' },
  // The public copyright notice form, signed in or not (issue 22 item 3, ADR 0135).
  { path: '/about/takedown', Component: TakedownPage, titleKey: 'account:routes.takedown.title' },
];

export default routes;

/** Build label (CLIPYARD_BUILD_LABEL at build time; empty normally): the shell shows it under this remote's area when set. */
export const buildLabel: string = typeof __CLIPYARD_BUILD_LABEL__ === 'string' ? __CLIPYARD_BUILD_LABEL__ : '';
