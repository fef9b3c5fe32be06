// Keyset lists ("Load more") for the moderation screens: the hook that pages them and the button under them.
export { LoadMore } from './LoadMore';
export { toPage, useCursorList, type CursorListState, type CursorPage, type FetchPage, type PageResult } from './use-cursor-list';
