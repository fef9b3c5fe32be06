import { lazy } from 'react';

/**
 * The clip menu, loaded the first time it opens (React.lazy: render it inside Suspense, and only once opened): the
 * clip page's first view needs none of it.
 */
export const ClipMenu = lazy(() => import('./ClipMenu'));
