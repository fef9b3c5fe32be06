export { SettingsDialog } from './SettingsDialog';
