export { ClipRangeEditor, type ClipCut } from './ClipRangeEditor';
export { clipEditorStrings } from './i18n';
export { trimForSubmit } from './trim-range';
export { useClipTrimLimits } from './use-clip-trim-limits';
