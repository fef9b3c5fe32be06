import { callApiResult, getSession, useSession } from '@clipyard/shared';
import { useCallback, useEffect, useState } from 'react';

export interface BlockLists {
  users: string[];
  channels: string[];
}

export type BlockListsState =
  | { status: 'loading' }
  | { status: 'error'; errorCode: string }
  | { status: 'ready'; lists: BlockLists; local: boolean };

/**
 * The person's blocks, read once when the page opens (and again on retry). Signed in, the server's lists are the
 * truth and are read fresh (the page has loading and error states of its own). Signed out, blocks live on this
 * device only (SPEC section 4 and 6): the session store's lists are them. The page keeps the rows it was given, so an
 * unblocked row can stay on screen with its undo.
 */
export function useBlockLists(): { state: BlockListsState; retry: () => void } {
  const loaded = useSession((s) => s.loaded);
  const uid = useSession((s) => s.authUser?.uid ?? null);
  const [state, setState] = useState<BlockListsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!loaded) return;
    if (!uid) {
      const { blockedUsers, blockedChannels } = getSession();
      setState({ status: 'ready', lists: { users: [...blockedUsers], channels: [...blockedChannels] }, local: true });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    void Promise.all([callApiResult('client/userAccountBlocking/getUserBlockedUserList', {}), callApiResult('client/channelBlocking/getUserBlockedChannels', {})]).then(
      ([users, channels]) => {
        if (!current) return;
        if (!users.ok) return setState({ status: 'error', errorCode: users.errorCode });
        if (!channels.ok) return setState({ status: 'error', errorCode: channels.errorCode });
        setState({ status: 'ready', lists: { users: users.data.blockedUserNameList, channels: channels.data.blockedChannelLoginList }, local: false });
      },
    );
    return () => {
      current = false;
    };
  }, [loaded, uid, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
