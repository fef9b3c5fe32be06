export { AppRoutes } from './AppRoutes';
export { OAUTH_TWITCH_PATH, shellPagePaths } from './route-table';
