import { callApiResult, type MySubmission } from '@clipyard/shared';
import { useCallback } from 'react';
import { useKeysetList, type KeysetPage } from '../keyset-list';

const idOf = (submission: MySubmission) => submission.internalClipId;

async function fetchPage(cursor: string | null): Promise<KeysetPage<MySubmission>> {
  const result = await callApiResult('client/userSubmission/getMySubmissions', cursor ? { cursor } : {});
  return result.ok ? { ok: true, items: result.data.submissionList, nextCursor: result.data.nextCursor } : result;
}

/**
 * The signed-in person's submissions, newest first, with keyset "show more" (getMySubmissions). `key` (the uid)
 * starts over when another person signs in; an answer for an older key is dropped, so one person's list never
 * lands on another's screen.
 */
export function useMySubmissions(enabled: boolean, key: string) {
  const { setItems, ...list } = useKeysetList({ enabled, key, fetchPage, idOf });

  /** One item changed here (a new title): the list shows it without asking the server again. */
  const update = useCallback(
    (internalClipId: string, change: Partial<MySubmission>) => {
      setItems((previous) => previous.map((item) => (item.internalClipId === internalClipId ? { ...item, ...change } : item)));
    },
    [setItems],
  );

  return { ...list, update };
}
