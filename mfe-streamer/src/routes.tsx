import { registerStrings, type RemoteRouteList } from '@clipyard/shared';
import { AdminLogPage } from './features/admin-log';
import { AdminReportsPage } from './features/admin-reports';
import { ClipManagerPage } from './features/clip-manager';
import { CollectionsPage } from './features/collections';
import { ClipRequestsPage } from './features/clip-requests/ClipRequestsPage';
import { DisconnectChannelPage } from './features/disconnect-channel';
import { OverviewPage } from './features/overview';
import { PageEditorPage } from './features/page-editor';
import { UploadPage } from './features/upload/UploadPage';
import { AdminWatchedWordsPage, StreamerWatchedWordsPage } from './features/watched-words';
import { appStrings } from './i18n';

// Loading this module (the exposed './routes') adds the route titles the shell shows ('streamer' namespace).
registerStrings(appStrings);

/** The routes this remote owns (ARCHITECTURE.md section 2), as absolute SPEC section 2 patterns. */
export const routes: RemoteRouteList = [
  { path: '/overview', Component: OverviewPage, titleKey: 'streamer:routes.overview.title' },
  { path: '/streamer/clips', Component: ClipManagerPage, titleKey: 'streamer:routes.clips.title' },
  { path: '/streamer/collections', Component: CollectionsPage, titleKey: 'streamer:routes.collections.title' },
  { path: '/streamer/pageEditor', Component: PageEditorPage, titleKey: 'streamer:routes.pageEditor.title' },
  { path: '/streamer/requests', Component: ClipRequestsPage, titleKey: 'streamer:routes.requests.title' },
  { path: '/upload', Component: UploadPage, titleKey: 'streamer:routes.upload.title' },
  { path: '/streamer/disconnectChannel', Component: DisconnectChannelPage, titleKey: 'streamer:routes.disconnectChannel.title' },
  { path: '/admin/reports', Component: AdminReportsPage, titleKey: 'streamer:routes.adminReports.title' },
  { path: '/admin/log', Component: AdminLogPage, titleKey: 'streamer:routes.adminLog.title' },
  { path: '/streamer/watchedWords', Component: StreamerWatchedWordsPage, titleKey: 'streamer:routes.watchedWords.title' },
  { path: '/admin/watchedWords', Component: AdminWatchedWordsPage, titleKey: 'streamer:routes.adminWatchedWords.title' },
];

/** The routes only admins use (the moderation queue and log): the menu lists them to admins, apart from the studio. */
export const adminPaths: string[] = ['/admin/reports', '/admin/log', '/admin/watchedWords'];

export default routes;

/** Build label (CLIPYARD_BUILD_LABEL at build time; empty normally): the shell shows it under this remote's area when set. */
export const buildLabel: string = typeof __CLIPYARD_BUILD_LABEL__ === 'string' ? __CLIPYARD_BUILD_LABEL__ : '';
