import { lazy } from 'react';

/** The comment menu, loaded the first time a comment's menu opens (React.lazy: render it inside Suspense). */
export const CommentMenu = lazy(() => import('./CommentMenu'));
export { commentMenuStrings } from './i18n';
