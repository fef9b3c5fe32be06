import { callApiResult, type ApiErrorCode, type CollectionDetail } from '@clipyard/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

export type EditorState = { status: 'loading' } | { status: 'error'; errorCode: ApiErrorCode } | { status: 'ready'; collection: CollectionDetail };
type Change = () => ReturnType<typeof callApiResult<'client/collections/moveCollectionClip'>>;

/**
 * One collection as its streamer edits it. Changes are sent one after the other (a chain of promises), so pressing
 * Move down three times quickly makes three moves in that order; a change may first show its expected result
 * (`preview`), and the server's answer to the last change sent is what stays. A failure reads the collection again.
 */
export function useCollectionEditor(collectionId: string) {
  const [state, setState] = useState<EditorState>({ status: 'loading' });
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const sent = useRef(0);

  const load = useCallback(async () => {
    const result = await callApiResult('client/collections/getMyCollection', { collectionId });
    setState(result.ok ? { status: 'ready', collection: result.data.collection } : { status: 'error', errorCode: result.errorCode });
  }, [collectionId]);
  useEffect(() => {
    void load();
  }, [load]);

  const change = useCallback(
    (send: Change, preview?: (collection: CollectionDetail) => CollectionDetail): Promise<{ ok: true } | { ok: false; errorCode: ApiErrorCode }> => {
      if (preview) setState((s) => (s.status === 'ready' ? { status: 'ready', collection: preview(s.collection) } : s));
      const number = ++sent.current;
      const done = chain.current.then(async () => {
        const result = await send();
        if (!result.ok) {
          await load();
          return { ok: false as const, errorCode: result.errorCode };
        }
        if (number === sent.current) setState({ status: 'ready', collection: result.data.collection });
        return { ok: true as const };
      });
      chain.current = done;
      return done;
    },
    [load],
  );
  return { state, reload: load, change };
}
