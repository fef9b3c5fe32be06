import { useState } from 'react';

/**
 * True from the first time `open` is true, for good: a lazily loaded menu or dialog is mounted when first opened
 * (its code is fetched then, not before the first view) and stays mounted, so it can animate closed and reopen at once.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Derived state, set during render (React's documented pattern): no extra commit with the element missing.
  if (open && !opened) setOpened(true);
  return opened || open;
}
