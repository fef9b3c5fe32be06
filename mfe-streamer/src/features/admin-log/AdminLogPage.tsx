import { errorMessage, useStrings } from '@clipyard/shared';
import { ErrorState, LoadingState } from '@clipyard/clip-ui';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AdminOnly, ModerationLogEntries, NotAdmin, useModerationLog } from '../admin-reports';
import { adminLogStrings } from './i18n';
import { LogFilterForm } from './LogFilterForm';
import { hasFilters, logFiltersQuery, logRequest, readLogFilters } from './log-filters';

/** `/admin/log`: the whole moderation log (issue 22 item 1), newest first, filtered by the address. Admins only. */
export function AdminLogPage() {
  return (
    <AdminOnly>
      <ModerationLog />
    </AdminOnly>
  );
}

function ModerationLog() {
  const { t, i18n } = useStrings(adminLogStrings);
  // The filters live in the address: a reload, Back or a shared link shows the same entries.
  const [params, setParams] = useSearchParams();
  const filters = readLogFilters(params);
  const { state, reload, loadMore } = useModerationLog(logRequest(filters));

  if (state.status === 'error' && state.errorCode === 'NOT_ADMIN') return <NotAdmin />;

  return (
    <Box component="section" aria-labelledby="moderation-log-heading" sx={{ px: { xs: 2, md: 3 }, py: 3, maxWidth: 1200, mx: 'auto' }}>
      <Stack direction="row" useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2 }}>
        <Typography id="moderation-log-heading" variant="h5" component="h1">
          {t('moderationLog.heading')}
        </Typography>
        <Link component={RouterLink} to="/admin/reports">
          {t('moderationLog.back')}
        </Link>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('moderationLog.intro')}
      </Typography>
      <LogFilterForm filters={filters} onApply={(next) => setParams(logFiltersQuery(next))} />
      {state.status === 'idle' || state.status === 'loading' ? <LoadingState label={t('moderationLog.loading')} /> : null}
      {state.status === 'error' ? (
        <ErrorState message={t('moderationLog.failed', { message: errorMessage(t, state.errorCode) })} retryLabel={t('moderationLog.retry')} onRetry={() => void reload()} />
      ) : null}
      {state.status === 'ready' && state.items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {hasFilters(filters) ? t('moderationLog.emptyFiltered') : t('moderationLog.empty')}
        </Typography>
      ) : null}
      {state.status === 'ready' && state.items.length > 0 ? (
        <>
          <ModerationLogEntries entries={state.items} language={i18n.language} showTarget labelledBy="moderation-log-heading" />
          {state.moreErrorCode ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('moderationLog.moreFailed', { message: errorMessage(t, state.moreErrorCode) })}
            </Alert>
          ) : null}
          {state.nextCursor ? (
            <Box sx={{ textAlign: 'center', mt: 2 }}>
              <Button variant="outlined" disabled={state.loadingMore} onClick={() => void loadMore()}>
                {t('moderationLog.loadMore')}
              </Button>
            </Box>
          ) : null}
        </>
      ) : null}
    </Box>
  );
}
