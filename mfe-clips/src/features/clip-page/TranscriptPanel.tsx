import { useStrings } from '@clipyard/shared';
import type { TranscriptCue } from '@clipyard/shared';
import { Box, List, ListItem, ListItemButton, TextField, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatClock } from './moment-time';
import { usePlaybackValue, type PlaybackClock } from './playback-clock';
import { currentCueIndex, searchCues } from './playback-sync';
import { clipPageStrings } from './i18n';

/**
 * The transcript beside the player: every cue with its time, the one being spoken highlighted (and kept in view),
 * a click seeks the video there, and a search box narrows the cues.
 */
export function TranscriptPanel({
  cues,
  clock,
  onSeek,
  shown = true,
}: {
  cues: readonly TranscriptCue[];
  clock: PlaybackClock;
  onSeek: (seconds: number) => void;
  /** Whether its tab is the one showing: a hidden panel measures nothing (a forced layout of the whole page, issue 13). */
  shown?: boolean;
}) {
  const { t } = useStrings(clipPageStrings);
  const [query, setQuery] = useState('');
  // Re-rendered when the cue being spoken changes, not on every playback tick.
  const current = usePlaybackValue(clock, (time) => currentCueIndex(cues, time));
  const matches = useMemo(() => searchCues(cues, query), [cues, query]);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!shown) return;
    const list = listRef.current;
    const item = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !item) return;
    // Scroll the panel only, never the page.
    const top = item.offsetTop - list.offsetTop;
    if (top < list.scrollTop || top + item.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = Math.max(0, top - list.clientHeight / 3);
  }, [current, shown]);

  if (cues.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }} data-testid="transcript-empty">
        {t('clipPage.transcript.empty')}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ px: 1.5, pt: 1.5 }}>
        <TextField
          type="search"
          size="small"
          fullWidth
          label={t('clipPage.transcript.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value.slice(0, 100))}
        />
        <Box sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }} aria-live="polite">
          {query.trim() ? t('clipPage.transcript.matches', { count: matches.length }) : ''}
        </Box>
      </Box>
      {matches.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('clipPage.transcript.noMatches')}
        </Typography>
      ) : null}
      <List ref={listRef} dense aria-label={t('clipPage.transcript.listLabel')} sx={{ overflowY: 'auto', flex: 1, minHeight: 0, position: 'relative' }}>
        {matches.map(({ cue, index }) => (
          <ListItem key={index} disablePadding>
            <ListItemButton
              selected={index === current}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => onSeek(cue.startSeconds)}
              data-testid="transcript-cue"
              data-start={cue.startSeconds}
              sx={{ alignItems: 'baseline', gap: 1 }}
            >
              <Typography component="span" variant="caption" color="text.secondary" sx={{ minWidth: 36, fontVariantNumeric: 'tabular-nums' }}>
                {formatClock(cue.startSeconds)}
              </Typography>
              <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {cue.text}
              </Typography>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
