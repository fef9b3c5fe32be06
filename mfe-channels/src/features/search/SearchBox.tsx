import { channelPath, clipPath, useStrings, type ChannelCard, type Clip } from '@clipyard/shared';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Highlight } from './Highlight';
import { searchStrings } from './i18n';
import { rememberSearch, useSearch } from './use-search';

const SUGGESTION_LIMIT = 5;

type Suggestion = { kind: 'channel'; channel: ChannelCard } | { kind: 'clip'; clip: Clip } | { kind: 'all'; query: string };

export interface SearchBoxProps {
  /** Focus the field when it appears (the app bar opens it on demand). */
  autoFocus?: boolean;
  /** Escape on a closed list, or a pick: the app bar folds the field back into its icon. */
  onClose?: () => void;
}

/**
 * The search field with suggestions as you type (exposed as `./SearchBox`, mounted by the shell in the app bar).
 * Arrows move through suggestions, Enter opens one (or the search page for the typed text), Escape closes.
 */
export function SearchBox({ autoFocus = false, onClose }: SearchBoxProps) {
  const { t } = useStrings(searchStrings);
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const { state } = useSearch(input, { limit: SUGGESTION_LIMIT });
  const q = input.trim();
  const options: Suggestion[] =
    state.status === 'ready' && q
      ? [
          ...state.channelList.map((channel): Suggestion => ({ kind: 'channel', channel })),
          ...state.clipList.map((clip): Suggestion => ({ kind: 'clip', clip })),
          { kind: 'all', query: q },
        ]
      : [];

  const go = (to: string) => {
    if (q) rememberSearch(q);
    setInput('');
    setOpen(false);
    void navigate(to);
    onClose?.();
  };
  const pick = (value: Suggestion | string | null) => {
    if (value === null) return;
    if (typeof value === 'string') return value.trim() ? go(`/search?q=${encodeURIComponent(value.trim())}`) : undefined;
    if (value.kind === 'channel') return go(channelPath(value.channel.channelLogin));
    if (value.kind === 'clip') return go(clipPath(value.clip.channelLogin, value.clip.internalClipId));
    go(`/search?q=${encodeURIComponent(value.query)}`);
  };

  return (
    <Autocomplete<Suggestion, false, false, true>
      freeSolo
      size="small"
      sx={{ width: { xs: '100%', sm: 320 } }}
      open={open && options.length > 0}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      filterOptions={(x) => x}
      value={null}
      inputValue={input}
      onInputChange={(_e, value, reason) => {
        if (reason === 'input') {
          setInput(value);
          setOpen(true);
        }
      }}
      onChange={(_e, value) => pick(value)}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.kind === 'channel' ? o.channel.displayName : o.kind === 'clip' ? o.clip.clipTitle : o.query)}
      getOptionKey={(o) => (typeof o === 'string' ? o : o.kind === 'channel' ? `ch:${o.channel.channelLogin}` : o.kind === 'clip' ? `clip:${o.clip.internalClipId}` : 'all')}
      groupBy={(o) => (o.kind === 'channel' ? t('search.channelOption') : o.kind === 'clip' ? t('search.clipOption') : '')}
      renderOption={(props, o) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest} data-testid={o.kind === 'channel' ? `suggestion-${o.channel.channelLogin}` : undefined}>
            {o.kind === 'channel' ? (
              <Box>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  <Highlight text={o.channel.displayName} query={q} />
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  <Highlight text={o.channel.channelLogin} query={q} />
                </Typography>
              </Box>
            ) : o.kind === 'clip' ? (
              <Typography variant="body2">
                <Highlight text={o.clip.clipTitle} query={q} />
              </Typography>
            ) : (
              <Typography variant="body2" color="primary">
                {t('search.seeAll', { query: o.query })}
              </Typography>
            )}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus={autoFocus}
          placeholder={t('search.placeholder')}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('search.label'), maxLength: 100 } }}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && !(open && options.length > 0)) onClose?.();
          }}
          sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
        />
      )}
    />
  );
}

export default SearchBox;
