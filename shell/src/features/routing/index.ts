export { AppRoutes } from './AppRoutes';
export { OAUTH_TWITCH_PATH, remoteRoutes, shellPagePaths } from './route-table';
