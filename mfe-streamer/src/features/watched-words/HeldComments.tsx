import { clipPath, errorMessage, notify, useStrings } from '@clipyard/shared';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ModerationList } from '../admin-reports';
import { LoadMore, toPage, useCursorList, type FetchPage } from '../cursor-list';
import { watchedWordCalls, type Decision, type HeldComment, type Scope } from './calls';
import { watchedWordsStrings } from './i18n';

/**
 * The comments this list holds, the longest waiting first, each approved (public, its notifications sent) or rejected;
 * a page at a time (Load more). A decided comment leaves the rows at once, and the next page still starts after the
 * last one fetched.
 */
export function HeldComments({ scope, language }: { scope: Scope; language: string }) {
  const { t } = useStrings(watchedWordsStrings);
  const fetchPage = useCallback<FetchPage<HeldComment>>(
    // An older server sends no nextCursor: its one page is all this list can show.
    async (cursor) => toPage(await watchedWordCalls(scope).held(cursor), (data) => ({ items: data.heldCommentList, nextCursor: data.nextCursor ?? null })),
    [scope],
  );
  const { state, reload, loadMore, updateItems } = useCursorList(fetchPage);
  const [busy, setBusy] = useState<string | null>(null);

  const decide = async (comment: HeldComment, decision: Decision) => {
    setBusy(comment.commentId);
    const result = await watchedWordCalls(scope).decide(comment.commentId, decision);
    setBusy(null);
    // Decided by someone else meanwhile (or the comment was deleted): it leaves the queue either way.
    if (!result.ok && result.errorCode !== 'COMMENT_NOT_FOUND') {
      return notify({ type: 'negative', message: t('watchedWords.decideFailed', { message: errorMessage(t, result.errorCode) }) });
    }
    updateItems((comments) => comments.filter((c) => c.commentId !== comment.commentId));
    if (result.ok) notify({ type: 'positive', message: t(decision === 'approve' ? 'watchedWords.approved' : 'watchedWords.rejected') });
  };

  const headingId = `held-comments-${scope}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 5 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('watchedWords.heldHeading')}
      </Typography>
      <ModerationList
        status={state.status}
        items={state.status === 'ready' ? state.items : []}
        texts={{
          loading: t('watchedWords.heldLoading'),
          failed: state.status === 'error' ? t('watchedWords.heldFailed', { message: errorMessage(t, state.errorCode) }) : '',
          retry: t('watchedWords.retry'),
          empty: t('watchedWords.heldEmpty'),
        }}
        onRetry={() => void reload()}
        labelledBy={headingId}
        testId="held-comment"
        keyOf={(comment) => comment.commentId}
        details={(comment) => (
          <Box sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{comment.commentText}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('watchedWords.heldBy', { user: comment.commenterUserName, clip: comment.clipTitle, when: new Date(comment.createdAt).toLocaleString(language) })}
            </Typography>
            {comment.matchedWord ? <Typography variant="body2">{t('watchedWords.matched', { word: comment.matchedWord })}</Typography> : null}
            <Link component={RouterLink} to={clipPath(comment.channelLogin, comment.internalClipId)} variant="body2">
              {t('watchedWords.openClip')}
            </Link>
          </Box>
        )}
        action={(comment) => (
          <Stack direction="row" spacing={1}>
            <Button variant="contained" disabled={busy === comment.commentId} onClick={() => void decide(comment, 'approve')} aria-label={t('watchedWords.approveFor', { user: comment.commenterUserName })}>
              {t('watchedWords.approve')}
            </Button>
            <Button variant="outlined" color="error" disabled={busy === comment.commentId} onClick={() => void decide(comment, 'reject')} aria-label={t('watchedWords.rejectFor', { user: comment.commenterUserName })}>
              {t('watchedWords.reject')}
            </Button>
          </Stack>
        )}
      />
      {state.status === 'ready' && state.nextCursor ? (
        <LoadMore
          label={t('watchedWords.heldLoadMore')}
          loading={state.loadingMore}
          failed={state.moreErrorCode ? t('watchedWords.heldMoreFailed', { message: errorMessage(t, state.moreErrorCode) }) : null}
          onClick={() => void loadMore()}
        />
      ) : null}
    </Box>
  );
}
