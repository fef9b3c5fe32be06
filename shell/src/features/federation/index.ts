export { renderExtensionSlot } from './ExtensionSlots';
export { RemoteArea, RemoteComponent } from './RemoteArea';
export { loadRemoteModule, setupRemotes } from './remotes';
export { remoteRoutes } from './route-table';
export { remoteTimeoutMs, useRemoteModule } from './use-remote-module';
export type { RemoteModules } from './remote-modules';
