import { callApiResult, type MyReport } from '@clipyard/shared';
import { useCallback } from 'react';
import { mergeKeyset, useKeysetList, type KeysetPage } from '../keyset-list';

/** The server's order (created_at desc, then id desc), kept when a report is added out of its page (a link to it). */
function newestFirst(a: MyReport, b: MyReport): number {
  const byTime = Date.parse(b.createdAt) - Date.parse(a.createdAt);
  if (byTime !== 0) return byTime;
  return a.reportId < b.reportId ? 1 : a.reportId > b.reportId ? -1 : 0;
}

const idOf = (report: MyReport) => report.reportId;

async function fetchPage(cursor: string | null): Promise<KeysetPage<MyReport>> {
  const result = await callApiResult('client/report/getMyReports', cursor ? { cursor } : {});
  return result.ok ? { ok: true, items: result.data.reportList, nextCursor: result.data.nextCursor } : result;
}

/**
 * The signed-in person's reports, newest first, with keyset "load more" (getMyReports). `key` (the uid) starts over
 * when another person signs in; an answer for an older key is dropped, so one person's reports never land on
 * another's screen.
 */
export function useMyReports(enabled: boolean, key: string) {
  const { setItems, ...list } = useKeysetList({ enabled, key, fetchPage, idOf, order: newestFirst });

  /** A report read on its own (a link to one older than the loaded pages): listed in its place, or refreshed. */
  const put = useCallback(
    (report: MyReport) => {
      setItems((previous) =>
        previous.some((item) => item.reportId === report.reportId)
          ? previous.map((item) => (item.reportId === report.reportId ? report : item))
          : mergeKeyset(previous, [report], idOf, newestFirst),
      );
    },
    [setItems],
  );

  /** One report changed here (a message sent): the list shows it without asking the server again. */
  const update = useCallback(
    (reportId: string, change: (item: MyReport) => Partial<MyReport>) => {
      setItems((previous) => previous.map((item) => (item.reportId === reportId ? { ...item, ...change(item) } : item)));
    },
    [setItems],
  );

  return { ...list, put, update };
}
