import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { keepPage } from './keep-for-offline';

/** Keeps each page the router shows for offline use (ADR 0123); renders nothing. */
export function KeepVisitedPage() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    keepPage(pathname + search);
  }, [pathname, search]);
  return null;
}
