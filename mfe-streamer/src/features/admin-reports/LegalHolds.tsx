import { clipPath, callApiResult, confirmDialog, errorMessage, notify, PAGE_LIMIT_MAX, useStrings, type LegalHold } from '@clipyard/shared';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadMore, toPage, useCursorList, type FetchPage } from '../cursor-list';
import { adminReportsStrings } from './i18n';
import { ModerationList } from './ListStates';
import { PlaceLegalHoldForm } from './PlaceLegalHoldForm';

/** A hold's target in requests: the clip's id, or the account's username. */
const holdTarget = (hold: LegalHold) => (hold.targetKind === 'clip' ? { internalClipId: hold.internalClipId ?? '' } : { userName: hold.userName ?? hold.label });

/**
 * Legal holds (issue 22 item 6), under the suspended accounts: place a hold on a clip or an account (confirmed, with
 * the moderators' private note), and the holds in force, the most recent first, a page at a time (Load more), each
 * with a confirmed "Lift hold"; a lifted hold leaves the rows at once.
 * Nothing of a held clip or account can be deleted; an account's owner can still delete it (their access ends), and
 * its data is deleted when the hold is lifted, which the list and the lift dialog say.
 */
export function LegalHolds({ language }: { language: string }) {
  const { t } = useStrings(adminReportsStrings);
  const fetchPage = useCallback<FetchPage<LegalHold>>(
    // An older server sends no nextCursor: its one page is all this list can show.
    async (cursor) =>
      toPage(await callApiResult('client/admin/getLegalHolds', { limit: PAGE_LIMIT_MAX, cursor }), (data) => ({ items: data.legalHoldList, nextCursor: data.nextCursor ?? null })),
    [],
  );
  const { state, reload, loadMore, updateItems } = useCursorList(fetchPage);
  const [busy, setBusy] = useState<string | null>(null);

  const lift = async (hold: LegalHold) => {
    const target = hold.label;
    const deletes = hold.targetKind === 'user' && hold.deletionPending;
    const confirmed = await confirmDialog({
      title: t('reports.legalHolds.liftTitle', { target }),
      message: deletes ? t('reports.legalHolds.liftDeletes', { target }) : t(`reports.legalHolds.liftConfirm.${hold.targetKind}`, { target }),
      okLabel: deletes ? t('reports.legalHolds.liftAndDelete') : t('reports.legalHolds.lift'),
    });
    if (!confirmed) return;
    setBusy(hold.targetKey);
    const result = await callApiResult('client/admin/liftLegalHold', holdTarget(hold));
    setBusy(null);
    // A clip or an account gone meanwhile has no hold left to lift: it leaves the list either way.
    if (!result.ok && result.errorCode !== 'CLIP_NOT_FOUND' && result.errorCode !== 'USER_NOT_FOUND') {
      return notify({ type: 'negative', message: t('reports.legalHolds.liftFailed', { message: errorMessage(t, result.errorCode) }) });
    }
    updateItems((holds) => holds.filter((h) => h.targetKey !== hold.targetKey));
    const done = !result.ok || !result.data.wasHeld ? 'notHeld' : result.data.accountDeleted ? 'liftedDeleted' : 'lifted';
    notify({ type: done === 'notHeld' ? 'info' : 'positive', message: t(`reports.legalHolds.${done}`, { target }) });
  };

  return (
    <Box component="section" aria-labelledby="legal-holds-heading" sx={{ mt: 5 }}>
      <Typography id="legal-holds-heading" variant="h6" component="h2">
        {t('reports.legalHolds.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('reports.legalHolds.intro')}
      </Typography>
      <PlaceLegalHoldForm onPlaced={() => void reload()} />
      <ModerationList
        status={state.status}
        items={state.status === 'ready' ? state.items : []}
        texts={{
          loading: t('reports.legalHolds.loading'),
          failed: state.status === 'error' ? t('reports.legalHolds.failed', { message: errorMessage(t, state.errorCode) }) : '',
          retry: t('reports.legalHolds.retry'),
          empty: t('reports.legalHolds.empty'),
        }}
        onRetry={() => void reload()}
        labelledBy="legal-holds-heading"
        testId="legal-hold"
        keyOf={(hold) => hold.targetKey}
        details={(hold) => <HoldDetails hold={hold} language={language} />}
        action={(hold) => (
          <Button variant="outlined" disabled={busy === hold.targetKey} onClick={() => void lift(hold)} aria-label={t('reports.legalHolds.liftFor', { target: hold.label })}>
            {t('reports.legalHolds.lift')}
          </Button>
        )}
      />
      {state.status === 'ready' && state.nextCursor ? (
        <LoadMore
          label={t('reports.legalHolds.loadMore')}
          loading={state.loadingMore}
          failed={state.moreErrorCode ? t('reports.legalHolds.moreFailed', { message: errorMessage(t, state.moreErrorCode) }) : null}
          onClick={() => void loadMore()}
        />
      ) : null}
    </Box>
  );
}

/** What is held (a clip's title linking to it, or the username), who placed it and when, the private note, a pending deletion. */
function HoldDetails({ hold, language }: { hold: LegalHold; language: string }) {
  const { t } = useStrings(adminReportsStrings);
  const when = new Date(hold.placedAt).toLocaleString(language);
  const clipHref = hold.targetKind === 'clip' && hold.channelLogin && hold.internalClipId ? clipPath(hold.channelLogin, hold.internalClipId) : null;
  return (
    <Box sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
      <Typography variant="caption" component="p" color="text.secondary">
        {t(`reports.legalHolds.kind.${hold.targetKind}`)}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>
        {clipHref ? (
          <Link component={RouterLink} to={clipHref}>
            {hold.label}
          </Link>
        ) : (
          hold.label
        )}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {hold.placedByUserName ? t('reports.legalHolds.placedBy', { when, admin: hold.placedByUserName }) : t('reports.legalHolds.placedByGone', { when })}
      </Typography>
      {hold.targetKind === 'user' && hold.deletionPending ? (
        <Alert severity="warning" variant="outlined" role="note" data-testid="deletion-pending" sx={{ mt: 1, py: 0 }}>
          {t('reports.legalHolds.deletionPending')}
        </Alert>
      ) : null}
      {hold.note ? (
        <Box data-testid="private-note" sx={{ mt: 0.5, pl: 1.5, borderLeft: 3, borderColor: 'warning.main' }}>
          <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
            {t('reports.log.privateNote')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {hold.note}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
