/** A list's own page (bookmarkable): `/account/lists/{listId}`; "Saved" is `/account/lists/saved`. */
export function listPath(listId: string): string {
  return `/account/lists/${encodeURIComponent(listId)}`;
}

export const LISTS_PATH = '/account/lists';

/** The pattern of a list's page, as routes.tsx declares it. */
export const LIST_PATTERN = '/account/lists/:listId';
