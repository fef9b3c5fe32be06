import { useStrings } from '@clipyard/shared';
import { Box, Link as MuiLink } from '@mui/material';
import { clipPageStrings } from '../i18n';
import { splitTimes } from '../moment-time';
import { splitMentions } from './mention-query';

/**
 * A comment's text as text nodes only (no markup from the text ever reaches the page): the `@name`s of the people it
 * mentions (as the server resolved them) are highlighted, and times such as 0:12 within the clip become buttons
 * that seek there.
 */
export function MentionText({ text, mentions = [], onSeek, maxSeconds }: { text: string; mentions?: readonly string[]; onSeek?: (seconds: number) => void; maxSeconds?: number }) {
  return (
    <>
      {splitMentions(text, mentions).map((part, index) =>
        part.kind === 'mention' ? (
          <Box key={index} component="span" sx={{ color: 'info.main', fontWeight: 600 }} data-testid="comment-mention">
            {part.text}
          </Box>
        ) : (
          <TimedText key={index} text={part.text} onSeek={onSeek} maxSeconds={maxSeconds} />
        ),
      )}
    </>
  );
}

function TimedText({ text, onSeek, maxSeconds }: { text: string; onSeek?: (seconds: number) => void; maxSeconds?: number }) {
  const { t } = useStrings(clipPageStrings);
  if (!onSeek) return <>{text}</>;
  return (
    <>
      {splitTimes(text, maxSeconds).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <MuiLink
            key={index}
            component="button"
            type="button"
            onClick={() => onSeek(part.seconds)}
            aria-label={t('clipPage.seekTo', { time: part.text })}
            sx={{ verticalAlign: 'baseline', font: 'inherit' }}
            data-testid="comment-time-link"
          >
            {part.text}
          </MuiLink>
        ),
      )}
    </>
  );
}
