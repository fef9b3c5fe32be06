export { ClipRangeEditor, type ClipCut } from './ClipRangeEditor';
export { clipEditorStrings } from './i18n';
export { formatCutTime, trimForSubmit, type TrimRange } from './trim-range';
export { useClipTrimLimits } from './use-clip-trim-limits';
