import type { RemoteRouteList } from '@clipyard/shared';
import { ChannelPage } from './features/channel-page/ChannelPage';
import { comingSoonPage } from './features/coming-soon/coming-soon-page';
import { registerNamespace } from './i18n';

// Loading this module (the exposed './routes') adds the 'channels' namespace to the shell's i18n.
registerNamespace();

/** The routes this remote owns (ARCHITECTURE.md section 2), as absolute SPEC section 2 patterns. */
export const routes: RemoteRouteList = [
  { path: '/:channelLogin', Component: ChannelPage, titleKey: 'channels:routes.channel.title' },
  { path: '/search', Component: comingSoonPage('search'), titleKey: 'channels:routes.search.title' },
  { path: '/recommendations', Component: comingSoonPage('recommendations'), titleKey: 'channels:routes.recommendations.title' },
  { path: '/tipping', Component: comingSoonPage('tipping'), titleKey: 'channels:routes.tipping.title' },
];

export default routes;

/** Build label (CLIPYARD_BUILD_LABEL at build time; empty normally): the shell shows it under this remote's area when set. */
export const buildLabel: string = typeof __CLIPYARD_BUILD_LABEL__ === 'string' ? __CLIPYARD_BUILD_LABEL__ : '';
