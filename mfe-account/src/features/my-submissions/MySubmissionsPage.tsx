import { errorMessage, useSession, useStrings } from '@clipyard/shared';
import { ErrorState, LoadingState, NoticeCard } from '@clipyard/clip-ui';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { SubmissionItem } from './SubmissionItem';
import { mySubmissionsStrings } from './i18n';
import { useMySubmissions } from './use-my-submissions';

/**
 * `/account/submissions` (issue 19 item 9, ADR 0124): the clips the signed-in person submitted, newest first, with
 * where each stands (waiting for the streamer, approved, published directly, being prepared, rejected, failed,
 * removed), a link to each public one, and in-place editing of a pending request's title.
 */
export function MySubmissionsPage() {
  const { t, i18n } = useStrings(mySubmissionsStrings);
  const loaded = useSession((s) => s.loaded);
  const isSignedIn = useSession((s) => s.flags.isSignedIn);
  const uid = useSession((s) => s.authUser?.uid ?? '');
  const list = useMySubmissions(loaded && isSignedIn, uid);

  if (!loaded) return <LoadingState label={t('submissions.loading')} />;
  if (!isSignedIn) return <NoticeCard title={t('submissions.signedOutTitle')} body={t('submissions.signedOutBody')} to="/account/login" action={t('submissions.login')} />;

  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Box component="section" aria-labelledby="submissions-heading" sx={{ px: { xs: 2, md: 3 }, py: 3, maxWidth: 880, mx: 'auto' }}>
      <Typography id="submissions-heading" variant="h5" component="h1">
        {t('submissions.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('submissions.intro')}
      </Typography>
      {list.loading ? (
        <LoadingState label={t('submissions.loading')} />
      ) : list.errorCode && list.items.length === 0 ? (
        <ErrorState message={`${t('submissions.failed')} ${errorMessage(t, list.errorCode)}`} retryLabel={t('submissions.retry')} onRetry={() => void list.reload()} />
      ) : list.items.length === 0 ? (
        <Stack spacing={2} sx={{ alignItems: 'center', py: 6 }}>
          <Typography color="text.secondary">{t('submissions.empty')}</Typography>
          <Button component={Link} to="/upload" variant="contained">
            {t('submissions.submitFirst')}
          </Button>
        </Stack>
      ) : (
        <>
          <Box component="ul" aria-label={t('submissions.listLabel')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {list.items.map((item) => (
              <li key={item.internalClipId}>
                <SubmissionItem
                  item={item}
                  language={language}
                  onRenamed={(clipTitle) => list.update(item.internalClipId, { clipTitle })}
                  onDecided={() => void list.reload()}
                />
              </li>
            ))}
          </Box>
          {list.errorCode ? (
            // A later page failed: what is shown stays, with a way to try that page again.
            <ErrorState message={`${t('submissions.failed')} ${errorMessage(t, list.errorCode)}`} retryLabel={t('submissions.retry')} onRetry={() => void list.loadMore()} />
          ) : null}
          {list.hasMore && !list.errorCode ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Button variant="outlined" onClick={() => void list.loadMore()} disabled={list.loadingMore}>
                {list.loadingMore ? t('submissions.loadingMore') : t('submissions.loadMore')}
              </Button>
            </Box>
          ) : null}
        </>
      )}
    </Box>
  );
}

export default MySubmissionsPage;
