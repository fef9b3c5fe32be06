import { callApiResult } from '@clipyard/shared';
import { useEffect, useState } from 'react';

/** Typing pauses this long before the channel search is asked (one call per pause, not per key). */
export const SUGGEST_DELAY_MS = 250;
/** The search call's longest query (client/search/channelLoginList). */
const QUERY_MAX = 50;

export interface ChannelSuggestions {
  /** Channel logins matching what was typed, best first (the search call's order). */
  logins: string[];
  /** The search did not answer: say nothing about whether the channel exists. */
  failed: boolean;
}

/**
 * Channels on Clipyard matching the channel field's text (client/search/channelLoginList), for the upload form's
 * suggestions: null while the answer for the current text is not in yet (or the field is empty).
 */
export function useChannelSuggestions(text: string): ChannelSuggestions | null {
  const query = text.trim().toLowerCase().slice(0, QUERY_MAX);
  const [answer, setAnswer] = useState<(ChannelSuggestions & { query: string }) | null>(null);
  useEffect(() => {
    if (!query) return;
    let live = true;
    const timer = setTimeout(() => {
      void callApiResult('client/search/channelLoginList', { query, limit: 8 }).then((result) => {
        if (live) setAnswer({ query, logins: result.ok ? result.data.channelLoginList : [], failed: !result.ok });
      });
    }, SUGGEST_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query]);
  return answer && query && answer.query === query ? answer : null;
}
