export * from './contract/client';
export * from './media';
export * from './runtime-config';
export * from './federation/routes';
export * from './federation/extension-slot';
export * from './ui';
// The theme's two modules, no barrel of their own (as idle below: shared/src stays within kernel-debt.json's maxFiles).
export * from './theme/tokens';
export { createClipyardTheme } from './theme/create-theme';
export * from './api';
export * from './session';
export * from './i18n';
export * from './clips-ui';
// The idle detector's one module (no barrel of its own: shared/src stays within kernel-debt.json's maxFiles).
export { createIdleDetector, everyWhileActive, sharedIdleDetector, IDLE_AFTER_MS, type IdleDetector, type IdleDetectorOptions } from './idle/idle-detector';
