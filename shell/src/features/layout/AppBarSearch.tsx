import { CircularProgress, IconButton } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { loadRemoteModule, remoteTimeoutMs, useRemoteModule, type RemoteModules } from '../federation';
import { SearchIcon } from '../../ui/Icons';
import { useStrings } from '@clipyard/shared';
import { shellStrings } from '../../i18n/setup';

const REMOTE = 'mfe_channels';
const EXPOSE = 'SearchBox';
/** mfe-channels' own declaration of the module (shell/@mf-types, ADR 0127). */
type SearchBoxModule = RemoteModules[typeof REMOTE][typeof EXPOSE];

/** Starts fetching the search field on focus or hover, so it is usually there by the time the icon is pressed. */
function preload() {
  loadRemoteModule(REMOTE, EXPOSE, remoteTimeoutMs()).catch(() => undefined);
}

/** The remote search field once it is asked for; if mfe-channels cannot load, the search page is the way on. */
function OpenSearch({ onClose }: { onClose: () => void }) {
  const { t } = useStrings(shellStrings);
  const navigate = useNavigate();
  const state = useRemoteModule<SearchBoxModule>(REMOTE, EXPOSE);
  useEffect(() => {
    if (state.status === 'failed') {
      onClose();
      void navigate('/search');
    }
  }, [state.status, navigate, onClose]);
  const SearchBox = state.status === 'ready' ? (state.module.SearchBox ?? state.module.default) : undefined;
  if (!SearchBox) return <CircularProgress size={24} color="inherit" aria-label={t('appBar.search')} />;
  return <SearchBox autoFocus onClose={onClose} />;
}

/**
 * The app-bar search: an icon first (the first load stays light), replaced by mfe-channels' exposed `./SearchBox`
 * (suggestions as you type) when pressed; Escape or a pick folds it back.
 */
export function AppBarSearch() {
  const { t } = useStrings(shellStrings);
  const [open, setOpen] = useState(false);
  if (open) return <OpenSearch onClose={() => setOpen(false)} />;
  return (
    <IconButton
      color="inherit"
      aria-label={t('appBar.search')}
      title={t('appBar.search')}
      aria-expanded={false}
      data-testid="app-bar-search"
      onFocus={preload}
      onPointerEnter={preload}
      onClick={() => setOpen(true)}
    >
      <SearchIcon />
    </IconButton>
  );
}
