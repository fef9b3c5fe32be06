import { registerStrings, type RemoteRouteList } from '@clipyard/shared';
import { ChannelPage } from './features/channel-page';
import { CollectionPage } from './features/collections';
import { SearchPage } from './features/search';
import { RecommendationsPage, TippingPage } from './features/discovery';
import { appStrings } from './i18n';

// Loading this module (the exposed './routes') adds the route titles the shell shows ('channels' namespace).
registerStrings(appStrings);

/** The routes this remote owns (ARCHITECTURE.md section 2), as absolute SPEC section 2 patterns. */
export const routes: RemoteRouteList = [
  { path: '/:channelLogin', Component: ChannelPage, titleKey: 'channels:routes.channel.title' },
  { path: '/:channelLogin/collections/:collectionId', Component: CollectionPage, titleKey: 'channels:routes.collection.title' },
  { path: '/search', Component: SearchPage, titleKey: 'channels:routes.search.title' },
  { path: '/recommendations', Component: RecommendationsPage, titleKey: 'channels:routes.recommendations.title' },
  { path: '/tipping', Component: TippingPage, titleKey: 'channels:routes.tipping.title' },
];

export default routes;

/** Build label (CLIPYARD_BUILD_LABEL at build time; empty normally): the shell shows it under this remote's area when set. */
export const buildLabel: string = typeof __CLIPYARD_BUILD_LABEL__ === 'string' ? __CLIPYARD_BUILD_LABEL__ : '';
