export * from './tokens';
export { createClipyardTheme } from './create-theme';
