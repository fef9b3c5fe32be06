import { callApiResult, type ApiErrorCode, type CategoryWithCount } from '@clipyard/shared';
import { useEffect, useEffectEvent, useState } from 'react';

export type CategoryState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; errorCode: ApiErrorCode }
  | { status: 'ready'; category: CategoryWithCount };

/** The category of a page's address (getCategory), read again on `reload` (the error state's retry). */
export function useCategory(slug: string): { state: CategoryState; reload: () => void } {
  const [state, setState] = useState<CategoryState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const load = useEffectEvent(async (isLive: () => boolean) => {
    setState({ status: 'loading' });
    const result = await callApiResult('client/categories/getCategory', { categorySlug: slug });
    if (!isLive()) return;
    if (result.ok) setState({ status: 'ready', category: result.data.category });
    else if (result.errorCode === 'CATEGORY_NOT_FOUND' || result.errorCode === 'BAD_REQUEST') setState({ status: 'notFound' });
    else setState({ status: 'error', errorCode: result.errorCode });
  });
  useEffect(() => {
    let live = true;
    void load(() => live);
    return () => {
      live = false;
    };
  }, [slug, attempt]);
  return { state, reload: () => setAttempt((n) => n + 1) };
}
