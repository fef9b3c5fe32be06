import { useStrings, type CommentReply } from '@clipyard/shared';
import { MoreVertIcon, RelativeTime } from '@clipyard/clip-ui';
import { Avatar, Box, Button, Chip, IconButton, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { commentMenuStrings } from '../../comment-menu';
import { commentThreadStrings } from './i18n';
import { MentionText } from './MentionText';

export interface CommentBodyProps {
  comment: CommentReply;
  /** A reply is drawn smaller, under its comment. */
  isReply?: boolean;
  onSeek?: (seconds: number) => void;
  maxSeconds?: number;
  onMenu: () => void;
  /** Shown for a signed-in person: opens the reply form (the button is handed over, for focus to return to it). */
  onReply?: (opener: HTMLButtonElement) => void;
}

/** One comment or reply: who wrote it and when (the quieter line), its text, Reply, and its menu. */
export function CommentBody({ comment, isReply = false, onSeek, maxSeconds, onMenu, onReply }: CommentBodyProps) {
  const { t } = useStrings(commentThreadStrings, commentMenuStrings);
  const size = isReply ? 28 : 36;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, py: 0.75 }}>
      {/* The name beside it says who it is: the picture is decoration (alt ''), the initial its stand-in. */}
      <Avatar src={comment.commenterProfileImageUrl ?? undefined} alt="" sx={{ width: size, height: size, mt: 0.5, flexShrink: 0 }} data-testid="comment-avatar">
        {[...comment.commenterUserName][0]?.toUpperCase()}
      </Avatar>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="body2" component="div">
          <Box component="span" sx={{ fontWeight: 600 }}>
            {comment.commenterUserName}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary', ml: 1 }}>
            <RelativeTime iso={comment.createdAt} />
          </Box>
          {/* Only its author is shown a held comment (ADR 0133): the mark says why nobody else sees it yet. */}
          {comment.heldForReview ? (
            <Chip size="small" variant="outlined" color="warning" label={t('commentThread.heldForReview')} title={t('commentThread.heldHint')} data-testid="comment-held" sx={{ ml: 1 }} />
          ) : null}
        </Typography>
        {/* The comment is the content (full contrast). */}
        <Typography variant="body1" component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <MentionText text={comment.commentText} mentions={comment.mentionedUserNames} onSeek={onSeek} maxSeconds={maxSeconds} />
        </Typography>
        {onReply ? (
          <Button
            size="small"
            onClick={(event: MouseEvent<HTMLButtonElement>) => onReply(event.currentTarget)}
            aria-label={t('commentThread.replyTo', { user: comment.commenterUserName })}
            sx={{ ml: -1, mt: 0.25, minWidth: 0, px: 1 }}
            data-testid="comment-reply-button"
          >
            {t('commentThread.reply')}
          </Button>
        ) : null}
      </Box>
      <IconButton edge="end" aria-label={t('commentMenu.open', { user: comment.commenterUserName })} aria-haspopup="menu" onClick={onMenu} sx={{ flexShrink: 0 }}>
        <MoreVertIcon />
      </IconButton>
    </Box>
  );
}
