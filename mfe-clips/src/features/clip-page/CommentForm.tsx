import { callApiResult, useStrings, type Comment } from '@clipyard/shared';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { MentionField } from './comment-thread/MentionField';
import { commentThreadStrings } from './comment-thread/i18n';
import { tellSubmitOutcome } from './comment-thread/submit-outcome';
import { clipPageStrings } from './i18n';

const COMMENT_MAX = 500;

/**
 * The form that posts a comment, for a signed-in person. Its own module: the clip page loads it (React.lazy) after
 * the first view, in a placeholder of the same height (COMMENT_FORM_HEIGHT in Comments) so nothing shifts. Typing
 * `@` suggests people to mention (ADR 0117), this clip's commenters (`nearbyNames`) first.
 */
export function CommentForm({ internalClipId, nearbyNames = [], onPosted }: { internalClipId: string; nearbyNames?: readonly string[]; onPosted: (comment: Comment) => void }) {
  const { t } = useStrings(clipPageStrings, commentThreadStrings);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    const result = await callApiResult('client/clipComment/submitComment', { internalClipId, commentText: text });
    setBusy(false);
    if (!result.ok) return tellSubmitOutcome(t, result, '');
    setText('');
    onPosted(result.data.comment);
    tellSubmitOutcome(t, { ok: true, heldForReview: result.data.comment.heldForReview }, t('clipPage.commentPosted'));
  };

  return (
    <Box
      component="form"
      sx={{ display: 'flex', gap: 1, mb: 2, alignItems: 'flex-start' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() && !busy) void submit();
      }}
    >
      <MentionField internalClipId={internalClipId} label={t('clipPage.commentLabel')} value={text} onChange={setText} nearbyNames={nearbyNames} maxLength={COMMENT_MAX} />
      <Button type="submit" variant="contained" disabled={busy || !text.trim()} sx={{ flexShrink: 0 }}>
        {t('clipPage.commentSubmit')}
      </Button>
    </Box>
  );
}

export default CommentForm;
