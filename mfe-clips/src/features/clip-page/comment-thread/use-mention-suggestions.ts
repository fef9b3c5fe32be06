import { callApiResult } from '@clipyard/shared';
import { useEffect, useMemo, useState } from 'react';

/** How many names the list shows. */
const SHOWN = 8;
/** Typing pauses this long before the server is asked (a name is typed in bursts). */
const ASK_AFTER_MS = 150;

/**
 * The names to suggest for the `@` being typed (`query`, null when none is): first the people already in this
 * clip's comments that the page holds (`nearby`, at once), then the server's answer for the prefix (the clip's
 * commenters, then everyone). Never `ownName`. Answers that arrive for an older query are dropped.
 */
export function useMentionSuggestions(internalClipId: string, query: string | null, nearby: readonly string[], ownName: string | undefined): string[] {
  const [answered, setAnswered] = useState<{ query: string; names: string[] } | null>(null);

  useEffect(() => {
    if (query === null) return;
    let current = true;
    const timer = setTimeout(() => {
      void callApiResult('client/clipComment/mentionSuggestions', { internalClipId, query }).then((result) => {
        // A failed lookup leaves the nearby names: suggestions help, they are never needed to write a name.
        if (current && result.ok) setAnswered({ query, names: result.data.userNameList });
      });
    }, ASK_AFTER_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [internalClipId, query]);

  return useMemo(() => {
    if (query === null) return [];
    const prefix = query.toLowerCase();
    const own = ownName?.toLowerCase();
    const seen = new Set<string>();
    const names: string[] = [];
    // The last answer still helps while the next is on its way: it was for a prefix of what is typed now.
    const fromServer = answered && query.startsWith(answered.query) ? answered.names : [];
    for (const name of [...nearby, ...fromServer]) {
      const lower = name.toLowerCase();
      if (!lower.startsWith(prefix) || lower === own || seen.has(lower)) continue;
      seen.add(lower);
      names.push(name);
    }
    return names.slice(0, SHOWN);
  }, [query, nearby, answered, ownName]);
}
