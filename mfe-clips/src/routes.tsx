import type { RemoteRouteList } from '@clipyard/shared';
import { ClipPage } from './features/clip-page/ClipPage';
import { FrontpagePage } from './features/frontpage/FrontpagePage';
import { registerNamespace } from './i18n';

// Loading this module (the exposed './routes') adds the 'clips' namespace to the shell's i18n.
registerNamespace();

/** The routes this remote owns (ARCHITECTURE.md section 2), as absolute SPEC section 2 patterns. */
export const routes: RemoteRouteList = [
  { path: '/', Component: FrontpagePage, titleKey: 'clips:routes.frontpage.title' },
  { path: '/:channelLogin/clip/:internalClipId', Component: ClipPage, titleKey: 'clips:routes.clipPage.title' },
];

export default routes;
