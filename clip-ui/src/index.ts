export { ClipCard, categoryName, useAvifSupport } from './ClipCard';
export { CategoryChips, ClipGrid, KeysetClipGrid, type ClipGridProps } from './ClipGrid';
export { useKeysetClipList, type ClipPage, type KeysetClipList } from './use-keyset-list';
export { clipCardNamespace, clipCardStrings } from './i18n';
export { LoadingState, ErrorState, NoticeCard } from './PageStates';
export { FavoriteBorderIcon, FavoriteIcon, MoreVertIcon, VisibilityIcon, VisibilityOffIcon, PlayCircleIcon, materialIcon } from './Icons';
export { RelativeTime, formatRelativeTime, formatExactTime } from './RelativeTime';
export { markClipWatched, useWatchedClips, WATCHED_KEY, HIDE_WATCHED_KEY } from './watched-clips';
export { reorderFocusKey, useClipReorder } from './use-clip-reorder';
