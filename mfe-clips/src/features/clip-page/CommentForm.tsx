import { callApiResult, errorMessage, notify, useStrings, type Comment } from '@clipyard/shared';
import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { clipPageStrings } from './i18n';

const COMMENT_MAX = 500;

/**
 * The form that posts a comment, for a signed-in person. Its own module: the clip page loads it (React.lazy) after
 * the first view, in a placeholder of the same height (COMMENT_FORM_HEIGHT in Comments) so nothing shifts.
 */
export function CommentForm({ internalClipId, onPosted }: { internalClipId: string; onPosted: (comment: Comment) => void }) {
  const { t } = useStrings(clipPageStrings);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    const result = await callApiResult('client/clipComment/submitComment', { internalClipId, commentText: text });
    setBusy(false);
    if (!result.ok) return notify({ type: 'negative', message: errorMessage(t, result.errorCode) });
    setText('');
    onPosted(result.data.comment);
    notify({ type: 'positive', message: t('clipPage.commentPosted') });
  };

  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      sx={{ mb: 2, alignItems: 'flex-start' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) void submit();
      }}
    >
      <TextField
        label={t('clipPage.commentLabel')}
        value={text}
        onChange={(event) => setText(event.target.value.slice(0, COMMENT_MAX))}
        size="small"
        fullWidth
        multiline
        maxRows={4}
        helperText={`${text.length}/${COMMENT_MAX}`}
      />
      <Button type="submit" variant="contained" disabled={busy || !text.trim()}>
        {t('clipPage.commentSubmit')}
      </Button>
    </Stack>
  );
}

export default CommentForm;
