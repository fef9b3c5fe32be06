export { InfoPage } from './InfoPage';
export { NotFoundPage } from './NotFoundPage';
export { SettingsPage } from './SettingsPage';
