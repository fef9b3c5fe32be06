import { errorMessage, useStrings } from '@clipyard/shared';
import { Alert, Button } from '@mui/material';
import { adminReportsStrings } from './i18n';
import { ListStates } from './ListStates';
import { ModerationLogEntries } from './ModerationLogEntries';
import { useModerationLog } from './use-moderation-log';

/** What moderators did about one report group's target (the log filtered by its targetKey), inside its card. */
export function GroupModerationLog({ targetKey, language }: { targetKey: string; language: string }) {
  const { t } = useStrings(adminReportsStrings);
  const { state, reload, loadMore } = useModerationLog({ targetKey });
  if (state.status !== 'ready' || state.items.length === 0) {
    return (
      <ListStates
        state={state.status === 'ready' ? 'empty' : state.status === 'error' ? 'error' : 'loading'}
        loading={t('reports.log.loading')}
        failed={state.status === 'error' ? t('reports.log.failed', { message: errorMessage(t, state.errorCode) }) : ''}
        retry={t('reports.log.retry')}
        empty={t('reports.log.empty')}
        onRetry={() => void reload()}
      />
    );
  }
  return (
    <>
      <ModerationLogEntries entries={state.items} language={language} showTarget={false} />
      {state.moreErrorCode ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('reports.log.failed', { message: errorMessage(t, state.moreErrorCode) })}
        </Alert>
      ) : null}
      {state.nextCursor ? (
        <Button size="small" disabled={state.loadingMore} onClick={() => void loadMore()} sx={{ mt: 1 }}>
          {t('reports.log.loadMore')}
        </Button>
      ) : null}
    </>
  );
}
