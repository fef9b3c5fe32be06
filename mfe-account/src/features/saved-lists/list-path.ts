/** A list's own page (bookmarkable): `/account/lists/{listId}`; "Saved" is `/account/lists/saved`. */
export function listPath(listId: string): string {
  return `/account/lists/${encodeURIComponent(listId)}`;
}

export const LISTS_PATH = '/account/lists';

/** The pattern of a list's page, as routes.tsx declares it. */
export const LIST_PATTERN = '/account/lists/:listId';

/** The list id of a list page's address (`/account/lists/{listId}`), '' when it names none or is malformed. */
export function listIdOf(pathname: string): string {
  const prefix = `${LISTS_PATH}/`;
  if (!pathname.startsWith(prefix)) return '';
  try {
    return decodeURIComponent(pathname.slice(prefix.length).split('/')[0]);
  } catch {
    return '';
  }
}
