export { ClipPage } from './ClipPage';
export { ClipPlayer } from './ClipPlayer';
export { PlayerFlash } from './PlayerToolbar';
export { clipPageStrings } from './i18n';
export { parseMomentTime } from './moment-time';
export { useClip } from './use-clip';
export { usePlayerKeys } from './use-player-keys';
