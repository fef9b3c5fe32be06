export { StudioGate } from './StudioGate';
export { studioStrings } from './i18n';
