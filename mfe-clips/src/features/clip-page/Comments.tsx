import { MoreVertIcon, callApiResult, errorMessage, notify, useRemoteTranslation, useSession, type Comment } from '@clipyard/shared';
import { Box, Button, IconButton, List, ListItem, ListItemText, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { CommentMenu } from '../comment-menu/CommentMenu';
import { commentMenuResources } from '../comment-menu/i18n';

const COMMENT_MAX = 500;

/** The clip's comments, newest first, with a form for signed-in users. Blocked authors are hidden. */
export function Comments({ internalClipId, t }: { internalClipId: string; t: TFunction }) {
  const isSignedIn = useSession((s) => s.flags.isSignedIn);
  const blockedUsers = useSession((s) => s.blockedUsers);
  const [comments, setComments] = useState<Comment[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [menuFor, setMenuFor] = useState<Comment | null>(null);
  const { t: tMenu, i18n } = useRemoteTranslation('clips', commentMenuResources);

  const load = useCallback(
    async (from: string | null) => {
      const result = await callApiResult('client/clipComment/getClipComments', { internalClipId, cursor: from });
      if (!result.ok) return setError(errorMessage(t, result.errorCode));
      setError(null);
      setComments((previous) => (from ? [...previous, ...result.data.commentList] : result.data.commentList));
      setCursor(result.data.nextCursor);
    },
    [internalClipId, t],
  );
  useEffect(() => {
    void load(null);
  }, [load]);

  const submit = async () => {
    setBusy(true);
    const result = await callApiResult('client/clipComment/submitComment', { internalClipId, commentText: text });
    setBusy(false);
    if (!result.ok) return notify({ type: 'negative', message: errorMessage(t, result.errorCode) });
    setText('');
    setComments((previous) => [result.data.comment, ...previous]);
    notify({ type: 'positive', message: t('clipPage.commentPosted') });
  };

  const visible = comments.filter((comment) => !blockedUsers.includes(comment.commenterUserName));
  return (
    <Box component="section" aria-labelledby="comments-heading" sx={{ mt: 4 }}>
      <Typography id="comments-heading" variant="h6" component="h2" gutterBottom>
        {t('clipPage.comments')}
      </Typography>
      {isSignedIn ? (
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
      ) : (
        // A way to act, not just a statement: the prompt leads to the login page.
        <Typography sx={{ mb: 2 }}>
          <MuiLink component={Link} to="/account/login" data-testid="comment-sign-in">
            {t('clipPage.commentSignIn')}
          </MuiLink>
        </Typography>
      )}
      {error ? <Typography color="error">{error}</Typography> : null}
      {visible.length === 0 && !error ? <Typography color="text.secondary">{t('clipPage.commentsEmpty')}</Typography> : null}
      <List dense>
        {visible.map((comment) => (
          <ListItem
            key={comment.commentId}
            disableGutters
            data-testid="comment"
            secondaryAction={
              <IconButton edge="end" aria-label={tMenu('commentMenu.open', { user: comment.commenterUserName })} aria-haspopup="menu" onClick={() => setMenuFor(comment)}>
                <MoreVertIcon />
              </IconButton>
            }
          >
            {/* The comment is the content (full contrast); who wrote it and when is the quieter line above it. */}
            <ListItemText
              primary={
                <>
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {comment.commenterUserName}
                  </Box>
                  <Box component="span" sx={{ color: 'text.secondary', ml: 1 }}>
                    {new Date(comment.createdAt).toLocaleDateString(i18n.language)}
                  </Box>
                </>
              }
              secondary={comment.commentText}
              slotProps={{ primary: { variant: 'body2' }, secondary: { variant: 'body1', sx: { color: 'text.primary', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
      {cursor ? <Button onClick={() => void load(cursor)}>{t('clipPage.loadMoreComments')}</Button> : null}
      {menuFor ? <CommentMenu comment={menuFor} open onClose={() => setMenuFor(null)} /> : null}
    </Box>
  );
}
