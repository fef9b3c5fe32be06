import { callApiResult, confirmDialog, errorMessage, notify, useStrings, type ApiErrorCode, type CommentingBlock } from '@clipyard/shared';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { adminReportsStrings } from './i18n';
import { ModerationList } from './ListStates';

type BlocksState = { status: 'loading' } | { status: 'error'; errorCode: ApiErrorCode } | { status: 'ready'; blocks: CommentingBlock[]; hasMore: boolean };

/**
 * The users blocked from commenting, under the report queue, each with a confirmed "Lift block". `reloadKey`
 * changes when the queue blocks someone, so the new block shows here without a reload.
 */
export function CommentingBlocks({ language, reloadKey }: { language: string; reloadKey: number }) {
  const { t } = useStrings(adminReportsStrings);
  const [state, setState] = useState<BlocksState>({ status: 'loading' });
  const [busyUser, setBusyUser] = useState<string | null>(null);

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    const result = await callApiResult('client/admin/getCommentingBlocks', {});
    if (!result.ok) return setState({ status: 'error', errorCode: result.errorCode });
    setState({ status: 'ready', blocks: result.data.commentingBlockList, hasMore: result.data.hasMore });
  }, []);
  useEffect(() => {
    void load();
  }, [load, reloadKey]);

  const drop = (userName: string) => setState((s) => (s.status === 'ready' ? { ...s, blocks: s.blocks.filter((b) => b.userName !== userName) } : s));

  const lift = async (userName: string) => {
    const confirmed = await confirmDialog({ title: t('reports.blocks.confirmTitle', { user: userName }), message: t('reports.blocks.confirm', { user: userName }), okLabel: t('reports.blocks.lift') });
    if (!confirmed) return;
    setBusyUser(userName);
    const result = await callApiResult('client/admin/liftCommentingBlock', { userName });
    setBusyUser(null);
    // An account deleted meanwhile has no block left to lift: it leaves the list either way.
    if (!result.ok && result.errorCode !== 'USER_NOT_FOUND') {
      return notify({ type: 'negative', message: t('reports.blocks.liftFailed', { message: errorMessage(t, result.errorCode) }) });
    }
    drop(userName);
    notify({ type: 'positive', message: t('reports.blocks.lifted', { user: userName }) });
  };

  return (
    <Box component="section" aria-labelledby="commenting-blocks-heading" sx={{ mt: 5 }}>
      <Typography id="commenting-blocks-heading" variant="h6" component="h2">
        {t('reports.blocks.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('reports.blocks.intro')}
      </Typography>
      <ModerationList
        status={state.status}
        items={state.status === 'ready' ? state.blocks : []}
        texts={{
          loading: t('reports.blocks.loading'),
          failed: state.status === 'error' ? t('reports.blocks.failed', { message: errorMessage(t, state.errorCode) }) : '',
          retry: t('reports.blocks.retry'),
          empty: t('reports.blocks.empty'),
        }}
        onRetry={() => void load()}
        labelledBy="commenting-blocks-heading"
        testId="commenting-block"
        keyOf={(block) => block.userName}
        details={(block) => (
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{block.userName}</Typography>
            <Typography variant="body2" color="text.secondary">
              {block.blockedByUserName
                ? t('reports.blocks.blockedBy', { when: new Date(block.blockedAt).toLocaleString(language), admin: block.blockedByUserName })
                : t('reports.blocks.blockedByGone', { when: new Date(block.blockedAt).toLocaleString(language) })}
            </Typography>
          </Box>
        )}
        action={(block) => (
          <Button variant="outlined" disabled={busyUser === block.userName} onClick={() => void lift(block.userName)} aria-label={t('reports.blocks.liftFor', { user: block.userName })}>
            {t('reports.blocks.lift')}
          </Button>
        )}
      />
      {state.status === 'ready' && state.hasMore ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('reports.blocks.more')}
        </Alert>
      ) : null}
    </Box>
  );
}
