import type { RemoteRouteList } from '@clipyard/shared';
import { ClipRequestsPage } from './features/clip-requests/ClipRequestsPage';
import { comingSoonPage } from './features/coming-soon/coming-soon-page';
import { UploadPage } from './features/upload/UploadPage';
import { registerNamespace } from './i18n';

// Loading this module (the exposed './routes') adds the 'streamer' namespace to the shell's i18n.
registerNamespace();

/** The routes this remote owns (ARCHITECTURE.md section 2), as absolute SPEC section 2 patterns. */
export const routes: RemoteRouteList = [
  { path: '/streamer/requests', Component: ClipRequestsPage, titleKey: 'streamer:routes.requests.title' },
  { path: '/streamer/pageEditor', Component: comingSoonPage('pageEditor'), titleKey: 'streamer:routes.pageEditor.title' },
  { path: '/streamer/disconnectChannel', Component: comingSoonPage('disconnectChannel'), titleKey: 'streamer:routes.disconnectChannel.title' },
  { path: '/upload', Component: UploadPage, titleKey: 'streamer:routes.upload.title' },
  { path: '/overview', Component: comingSoonPage('overview'), titleKey: 'streamer:routes.overview.title' },
];

export default routes;

/** Build label (CLIPYARD_BUILD_LABEL at build time; empty normally): the shell shows it under this remote's area when set. */
export const buildLabel: string = typeof __CLIPYARD_BUILD_LABEL__ === 'string' ? __CLIPYARD_BUILD_LABEL__ : '';
