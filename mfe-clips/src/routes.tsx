import { registerStrings, type RemoteRouteList } from '@clipyard/shared';
import { CategoryPage } from './features/category-page';
import { ClipPage } from './features/clip-page/ClipPage';
import { EmbedPage } from './features/embed/EmbedPage';
import { FrontpagePage } from './features/frontpage/FrontpagePage';
import { appStrings } from './i18n';

// Loading this module (the exposed './routes') adds the route titles the shell shows ('clips' namespace).
registerStrings(appStrings);

/** The routes this remote owns (ARCHITECTURE.md section 2), as absolute SPEC section 2 patterns. */
export const routes: RemoteRouteList = [
  { path: '/', Component: FrontpagePage, titleKey: 'clips:routes.frontpage.title' },
  // A category's page (ADR 0150): before the channel patterns, so 'category' is never read as a channel login.
  { path: '/category/:categorySlug', Component: CategoryPage, titleKey: 'clips:routes.categoryPage.title' },
  { path: '/:channelLogin/clip/:internalClipId', Component: ClipPage, titleKey: 'clips:routes.clipPage.title' },
  // Outside the shell's layout (its route table lists it with layout 'none' too): the player only, for iframes.
  { path: '/embed/:channelLogin/:internalClipId', Component: EmbedPage, titleKey: 'clips:routes.embed.title', layout: 'none' },
];

export default routes;

/** Build label (CLIPYARD_BUILD_LABEL at build time; empty normally): the shell shows it under this remote's area when set. */
export const buildLabel: string = typeof __CLIPYARD_BUILD_LABEL__ === 'string' ? __CLIPYARD_BUILD_LABEL__ : '';
