export * from './contract/client';
export * from './media';
export * from './runtime-config';
export * from './federation/routes';
export * from './federation/extension-slot';
export * from './ui';
// The theme's two modules directly (no barrel of its own: shared/src stays within kernel-debt.json's maxFiles).
export * from './theme/tokens';
export { createClipyardTheme } from './theme/create-theme';
export * from './api';
export * from './session';
export * from './i18n';
// Clip media addresses and the AVIF probe: one truth with the media host, used by the shell and every remote (not in
// media/index.ts, which the server imports too: these read the browser's runtime config and storage).
export { clipThumbnailUrl, clipVerticalUrl, clipVideoSource, clipVideoSourceByCapabilities, pickThumbnailFormat, formatDuration, profileImageUrl } from './media/clip-media';
export { AVIF_PROBE, AVIF_SESSION_KEY, probeAvifSupport, knownAvifSupport, resetAvifProbe } from './media/avif-support';
// The idle detector's one module (no barrel of its own: shared/src stays within kernel-debt.json's maxFiles).
export { createIdleDetector, everyWhileActive, sharedIdleDetector, IDLE_AFTER_MS, type IdleDetector, type IdleDetectorOptions } from './idle/idle-detector';
