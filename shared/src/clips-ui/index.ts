export { ClipCard, useAvifSupport } from './ClipCard';
export { ClipGrid, KeysetClipGrid, type ClipGridProps } from './ClipGrid';
export { useKeysetClipList, type ClipPage, type KeysetClipList } from './use-keyset-list';
export { probeAvifSupport, knownAvifSupport, resetAvifProbe } from './avif-support';
export { clipThumbnailUrl, clipVideoSource, pickThumbnailFormat, formatDuration } from './clip-media';
export { clipCardNamespace, clipCardResources } from './i18n';
export { LoadingState, ErrorState, NoticeCard } from './PageStates';
export { FavoriteBorderIcon, FavoriteIcon, MoreVertIcon, VisibilityIcon, VisibilityOffIcon } from './icons';
