export { MaintenanceDialog } from './MaintenanceDialog';
export { renderBootFailure } from './boot-failure';
export { boot } from './boot';
