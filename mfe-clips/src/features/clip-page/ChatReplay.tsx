import { useStrings } from '@clipyard/shared';
import type { ChatMessage } from '@clipyard/shared';
import { Box, Button, Typography, useTheme } from '@mui/material';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { formatClock } from './moment-time';
import { usePlaybackValue, type PlaybackClock } from './playback-clock';
import { chatAt } from './playback-sync';
import { readableColor } from './readable-color';
import { clipPageStrings } from './i18n';

/** Screen readers hear how many messages arrived, at most this often (never every message). */
const ANNOUNCE_EVERY_MS = 8000;
/** Within this many pixels of the bottom the list counts as "at the bottom". */
const BOTTOM_SLACK = 24;

/**
 * The stream chat replayed over the clip: the messages whose offset the video has reached, newest at the bottom.
 * It follows playback until the viewer reads (hovers or scrolls up); "Back to live" follows again. Message text is
 * only ever a text node: emote codes and markup read as typed.
 */
/** The offset of the last message the playback has reached (-1 before the first): it changes only when one arrives. */
function reachedOffset(messages: readonly ChatMessage[], time: number): number {
  let reached = -1;
  for (const message of messages) if (message.offsetSeconds <= time && message.offsetSeconds > reached) reached = message.offsetSeconds;
  return reached;
}

/** One line of chat. Memoized: a new message renders its own line, never the lines already shown. */
const ChatLine = memo(function ChatLine({ message, background, fallback }: { message: ChatMessage; background: string; fallback: string }) {
  return (
    <Box component="li" data-testid="chat-message" sx={{ py: 0.25, overflowWrap: 'anywhere' }}>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ mr: 0.75 }}>
        {formatClock(message.offsetSeconds)}
      </Typography>
      <Box component="span" sx={{ fontWeight: 700, color: readableColor(message.color, background, fallback) }}>
        {message.userName}
      </Box>
      <Box component="span" sx={{ mx: 0.5 }} aria-hidden>
        :
      </Box>
      <Typography component="span" variant="body2">
        {message.message}
      </Typography>
    </Box>
  );
});

export function ChatReplay({ messages, clock, blockedUsers }: { messages: readonly ChatMessage[]; clock: PlaybackClock; blockedUsers: readonly string[] }) {
  const { t } = useStrings(clipPageStrings);
  const theme = useTheme();
  // Every message at or before the last one reached is exactly every message the playback time has reached.
  const reached = usePlaybackValue(clock, (time) => reachedOffset(messages, time));
  const shown = useMemo(() => chatAt(messages, reached, blockedUsers), [messages, reached, blockedUsers]);
  const listRef = useRef<HTMLOListElement>(null);
  const [hovering, setHovering] = useState(false);
  const [scrolledUp, setScrolledUp] = useState(false);
  const following = !hovering && !scrolledUp;
  // The number of messages last announced, not its words: the words are rendered in the current language, so a
  // language switch re-reads the region in the new language without a reload (issue 19 item 20).
  const [announcedCount, setAnnouncedCount] = useState(0);
  const announced = useRef({ count: 0, at: 0 });

  useLayoutEffect(() => {
    const list = listRef.current;
    // Nothing shown yet (a clip at its start): no scroll, and no layout forced during the page's first commit.
    if (list && following && shown.length > 0) list.scrollTop = list.scrollHeight;
  }, [shown.length, following]);

  useEffect(() => {
    const previous = announced.current;
    // A seek backwards resets the count without announcing anything.
    if (shown.length < previous.count) announced.current = { count: shown.length, at: previous.at };
    const fresh = shown.length - announced.current.count;
    if (fresh <= 0) return;
    const wait = Math.max(0, announced.current.at + ANNOUNCE_EVERY_MS - Date.now());
    const timer = setTimeout(() => {
      setAnnouncedCount(shown.length - announced.current.count);
      announced.current = { count: shown.length, at: Date.now() };
    }, wait);
    return () => clearTimeout(timer);
  }, [shown.length]);

  const background = theme.palette.background.paper;
  const fallback = theme.palette.text.primary;
  return (
    <Box sx={{ position: 'relative', display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }} aria-live="polite" data-testid="chat-announcer">
        {announcedCount > 0 ? t('clipPage.chat.newMessages', { count: announcedCount }) : ''}
      </Box>
      {messages.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('clipPage.chat.empty')}
        </Typography>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('clipPage.chat.waiting')}
        </Typography>
      ) : null}
      <Box
        component="ol"
        ref={listRef}
        aria-label={t('clipPage.chat.listLabel')}
        data-testid="chat-list"
        // No chat at all: the note above says so, and there is no empty list to scroll or focus.
        hidden={messages.length === 0}
        // Scrollable content must be reachable by keyboard (axe: scrollable-region-focusable).
        tabIndex={0}
        onMouseEnter={() => setHovering(true)}
        onMouseLeave={() => setHovering(false)}
        onScroll={(event) => {
          const list = event.currentTarget;
          setScrolledUp(list.scrollHeight - list.scrollTop - list.clientHeight > BOTTOM_SLACK);
        }}
        sx={{ listStyle: 'none', m: 0, px: 1.5, py: 1, overflowY: 'auto', flex: 1, minHeight: 0, '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` } }}
      >
        {shown.map((message, index) => (
          <ChatLine key={`${message.offsetSeconds}-${index}`} message={message} background={background} fallback={fallback} />
        ))}
      </Box>
      {!following && shown.length > 0 ? (
        <Button
          size="small"
          variant="contained"
          onClick={() => {
            setScrolledUp(false);
            setHovering(false);
            const list = listRef.current;
            if (list) list.scrollTop = list.scrollHeight;
          }}
          sx={{ position: 'absolute', bottom: 8, left: '50%', transform: 'translateX(-50%)' }}
          data-testid="chat-back-to-live"
        >
          {t('clipPage.chat.backToLive')}
        </Button>
      ) : null}
    </Box>
  );
}
