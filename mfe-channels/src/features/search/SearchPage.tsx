import { channelPath, errorMessage, useStrings } from '@clipyard/shared';
import { CategoryChips, ClipCard, ErrorState, LoadingState, useAvifSupport } from '@clipyard/clip-ui';
import { Box, Button, Chip, Grid, Link as MuiLink, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Highlight } from './Highlight';
import { searchStrings } from './i18n';
import { clearRecentSearches, readRecentSearches, rememberSearch, useSearch } from './use-search';

const PAGE_LIMIT = 20;

/** `/search?q=`: channels and clips for the query in the URL (shareable, the back button works), recent searches. */
export function SearchPage() {
  const { t } = useStrings(searchStrings);
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get('q') ?? '';
  // ?category=<slug> (ADR 0150): the chip chosen; kept when the query changes, so it is one filter of the search.
  const category = params.get('category') || null;
  const withCategory = (q: string): Record<string, string> => ({ ...(q ? { q } : {}), ...(category ? { category } : {}) });
  const [input, setInput] = useState(urlQuery);
  const [recent, setRecent] = useState(readRecentSearches);
  const { state, retry } = useSearch(urlQuery, { limit: PAGE_LIMIT, debounceMs: 0, category });
  const avif = useAvifSupport();

  // The query the current history entry got from typing, or null when the entry is a settled search (opened by its
  // address, a link, Enter, or the back button).
  const typedEntry = useRef<string | null>(null);
  // The query the address has, or is about to have: set together with each navigation, before React renders it, so
  // the typing pause and Enter landing in the same moment make one entry, not two (e2e runs 27 and 28: Enter came
  // 250 ms after the typing, as the pause's navigation had been sent but not rendered yet).
  const addressQuery = useRef(urlQuery);

  useEffect(() => {
    setInput(urlQuery);
    addressQuery.current = urlQuery;
    // Another entry than the one typing made (back, forward, a recent-search chip): the next typing starts a new one.
    if (urlQuery !== typedEntry.current) typedEntry.current = null;
  }, [urlQuery]);
  useEffect(() => {
    if (state.status === 'ready') setRecent(rememberSearch(state.query));
  }, [state]);
  // Typing updates the URL after a pause: the first pause after a settled search makes a new history entry (the back
  // button returns to that search), the following ones replace it (the back button skips the letters typed between).
  // Replacing from the first pause lost the previous search: back then showed the new query again (e2e run 27).
  useEffect(() => {
    if (input.trim() === urlQuery.trim()) return;
    const timer = setTimeout(() => {
      const q = input.trim();
      if (q === addressQuery.current) return;
      setParams(withCategory(q), { replace: typedEntry.current !== null });
      typedEntry.current = q;
      addressQuery.current = q;
    }, 250);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- withCategory changes with the address, which urlQuery follows
  }, [input, urlQuery, setParams]);

  return (
    <Box component="section" aria-labelledby="search-heading" sx={{ px: { xs: 2, md: 3 }, py: 3, maxWidth: 1200, mx: 'auto' }}>
      <Typography id="search-heading" variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('search.heading')}
      </Typography>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          const q = input.trim();
          // Enter settles the search: a new entry for a new query; the query already in the address (typing put it
          // there) keeps its entry, so there is no duplicate to go back through.
          if (q !== addressQuery.current) {
            setParams(withCategory(q));
            addressQuery.current = q;
          }
          typedEntry.current = null;
        }}
      >
        <TextField fullWidth value={input} onChange={(e) => setInput(e.target.value)} label={t('search.label')} slotProps={{ htmlInput: { maxLength: 100 } }} />
      </form>
      {recent.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 2 }} aria-label={t('search.recent')} role="group">
          <Typography variant="body2" color="text.secondary">
            {t('search.recent')}
          </Typography>
          {recent.map((r) => (
            <Chip key={r} label={r} size="small" component={Link} to={`/search?q=${encodeURIComponent(r)}`} clickable />
          ))}
          <Button
            size="small"
            onClick={() => {
              clearRecentSearches();
              setRecent([]);
            }}
          >
            {t('search.clearRecent')}
          </Button>
        </Stack>
      )}
      <Box sx={{ mt: 3 }}>
        {urlQuery.trim() !== '' && (
          <CategoryChips
            selected={category}
            onSelect={(slug) => {
              const next = new URLSearchParams(params);
              if (slug) next.set('category', slug);
              else next.delete('category');
              setParams(next, { replace: true });
            }}
          />
        )}
        {state.status === 'idle' && <Typography color="text.secondary">{t('search.prompt')}</Typography>}
        {state.status === 'loading' && <LoadingState label={t('search.loading')} />}
        {state.status === 'error' && <ErrorState message={errorMessage(t, state.errorCode)} retryLabel={t('search.retry')} onRetry={retry} />}
        {state.status === 'ready' && state.channelList.length === 0 && state.clipList.length === 0 && (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography variant="h6" component="p">
              {t('search.noResults', { query: state.query })}
            </Typography>
            <Typography color="text.secondary" sx={{ my: 1 }}>
              {t('search.noResultsHint')}
            </Typography>
            <Button component={Link} to="/recommendations" variant="contained">
              {t('search.browseRecommendations')}
            </Button>
          </Paper>
        )}
        {state.status === 'ready' && state.channelList.length > 0 && (
          <Box component="section" aria-labelledby="search-channels" sx={{ mb: 4 }}>
            <Typography id="search-channels" variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('search.channels', { count: state.channelList.length })}
            </Typography>
            <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}>
              {state.channelList.map((c) => (
                <Paper component="li" key={c.channelLogin} variant="outlined" sx={{ p: 1.5 }}>
                  <MuiLink component={Link} to={channelPath(c.channelLogin)} sx={{ fontWeight: 600 }}>
                    <Highlight text={c.displayName} query={state.query} />
                  </MuiLink>
                  <Typography variant="body2" color="text.secondary">
                    <Highlight text={c.channelLogin} query={state.query} /> · {t('search.clipCount', { count: c.clipCount })} · {t('search.followerCount', { count: c.followerCount })}
                  </Typography>
                </Paper>
              ))}
            </Stack>
          </Box>
        )}
        {state.status === 'ready' && state.clipList.length > 0 && (
          <Box component="section" aria-labelledby="search-clips">
            <Typography id="search-clips" variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('search.clips', { count: state.clipList.length })}
            </Typography>
            <Grid container spacing={2}>
              {state.clipList.map((clip) => (
                <Grid key={clip.internalClipId} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                  <ClipCard clip={clip} avifSupported={avif} />
                </Grid>
              ))}
            </Grid>
          </Box>
        )}
      </Box>
    </Box>
  );
}
