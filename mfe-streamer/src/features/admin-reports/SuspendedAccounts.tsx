import { callApiResult, confirmDialog, errorMessage, notify, PUBLIC_REASON_MAX, useStrings, type ApiErrorCode, type SuspendedAccount } from '@clipyard/shared';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { adminReportsStrings } from './i18n';
import { ModerationList } from './ListStates';
import { PrivateNoteField } from './PrivateNoteField';
import { privateNoteTooLong, privateNoteToSend } from './private-note';

type ListState = { status: 'loading' } | { status: 'error'; errorCode: ApiErrorCode } | { status: 'ready'; accounts: SuspendedAccount[]; hasMore: boolean };

/**
 * Suspended accounts (issue 22 item 5), under the report queue: suspend an account by its username with a public
 * reason and a private note for the moderation log (confirmed), and the list of suspended accounts, each with a
 * confirmed "Restore". A suspension ends the person's sessions at once (the server refuses them from the next
 * request on).
 */
export function SuspendedAccounts({ language }: { language: string }) {
  const { t } = useStrings(adminReportsStrings);
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [userName, setUserName] = useState('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  // The server's PRIVATE_NOTE_TOO_LONG lands on the note's field, not in a notification.
  const [noteRefused, setNoteRefused] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    const result = await callApiResult('client/admin/getSuspendedAccounts', {});
    if (!result.ok) return setState({ status: 'error', errorCode: result.errorCode });
    setState({ status: 'ready', accounts: result.data.suspendedAccountList, hasMore: result.data.hasMore });
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const tooLong = reason.trim().length > PUBLIC_REASON_MAX;
  const noteTooLong = privateNoteTooLong(note);
  const suspend = async (event: FormEvent) => {
    event.preventDefault();
    const name = userName.trim();
    if (!name || tooLong || noteTooLong) return;
    const confirmed = await confirmDialog({ title: t('reports.suspensions.confirmTitle', { user: name }), message: t('reports.suspensions.confirm', { user: name }), okLabel: t('reports.suspensions.suspend') });
    if (!confirmed) return;
    setBusy(name);
    const result = await callApiResult('client/admin/suspendAccount', { userName: name, publicReason: reason.trim() || undefined, ...privateNoteToSend(note) });
    setBusy(null);
    if (!result.ok && result.errorCode === 'PRIVATE_NOTE_TOO_LONG') return setNoteRefused(true);
    if (!result.ok) return notify({ type: 'negative', message: t('reports.suspensions.suspendFailed', { message: errorMessage(t, result.errorCode) }) });
    const key = result.data.wasSuspended ? 'reports.suspensions.alreadySuspended' : 'reports.suspensions.suspended';
    notify({ type: 'positive', message: t(key, { user: result.data.userName }) });
    setUserName('');
    setReason('');
    setNote('');
    void load();
  };

  const restore = async (name: string) => {
    const confirmed = await confirmDialog({ title: t('reports.suspensions.restoreTitle', { user: name }), message: t('reports.suspensions.restoreConfirm', { user: name }), okLabel: t('reports.suspensions.restore') });
    if (!confirmed) return;
    setBusy(name);
    const result = await callApiResult('client/admin/restoreAccount', { userName: name });
    setBusy(null);
    // An account deleted meanwhile has nothing left to restore: it leaves the list either way.
    if (!result.ok && result.errorCode !== 'USER_NOT_FOUND') {
      return notify({ type: 'negative', message: t('reports.suspensions.restoreFailed', { message: errorMessage(t, result.errorCode) }) });
    }
    setState((s) => (s.status === 'ready' ? { ...s, accounts: s.accounts.filter((a) => a.userName !== name) } : s));
    notify({ type: 'positive', message: t('reports.suspensions.restored', { user: name }) });
  };

  return (
    <Box component="section" aria-labelledby="suspensions-heading" sx={{ mt: 5 }}>
      <Typography id="suspensions-heading" variant="h6" component="h2">
        {t('reports.suspensions.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('reports.suspensions.intro')}
      </Typography>
      <Box component="form" onSubmit={(e) => void suspend(e)} noValidate sx={{ mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' }, mb: 2 }}>
          <TextField label={t('reports.suspensions.userName')} value={userName} onChange={(e) => setUserName(e.target.value)} autoComplete="off" required slotProps={{ htmlInput: { maxLength: 40 } }} />
          <TextField
            label={t('reports.suspensions.reason')}
            multiline
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={tooLong}
            helperText={t('reports.suspensions.reasonHelp', { length: reason.trim().length, max: PUBLIC_REASON_MAX })}
            sx={{ flex: 1 }}
          />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <PrivateNoteField
            value={note}
            onChange={(value) => {
              setNote(value);
              setNoteRefused(false);
            }}
            error={noteTooLong || noteRefused ? errorMessage(t, 'PRIVATE_NOTE_TOO_LONG') : null}
          />
          <Box sx={{ flexShrink: 0, pt: { md: 1 } }}>
            <Button type="submit" variant="contained" color="error" disabled={!userName.trim() || tooLong || noteTooLong || busy !== null}>
              {t('reports.suspensions.suspend')}
            </Button>
          </Box>
        </Stack>
      </Box>
      <ModerationList
        status={state.status}
        items={state.status === 'ready' ? state.accounts : []}
        texts={{
          loading: t('reports.suspensions.loading'),
          failed: state.status === 'error' ? t('reports.suspensions.failed', { message: errorMessage(t, state.errorCode) }) : '',
          retry: t('reports.suspensions.retry'),
          empty: t('reports.suspensions.empty'),
        }}
        onRetry={() => void load()}
        labelledBy="suspensions-heading"
        testId="suspended-account"
        keyOf={(account) => account.userName}
        details={(account) => (
          <Box sx={{ overflowWrap: 'anywhere' }}>
            <Typography sx={{ fontWeight: 600 }}>{account.userName}</Typography>
            <Typography variant="body2" color="text.secondary">
              {account.suspendedByUserName
                ? t('reports.suspensions.suspendedBy', { when: new Date(account.suspendedAt).toLocaleString(language), admin: account.suspendedByUserName })
                : t('reports.suspensions.suspendedByGone', { when: new Date(account.suspendedAt).toLocaleString(language) })}
            </Typography>
            {account.reason ? (
              <Typography variant="body2" color="text.secondary">
                {t('reports.suspensions.reasonShown', { reason: account.reason })}
              </Typography>
            ) : null}
          </Box>
        )}
        action={(account) => (
          <Button variant="outlined" disabled={busy === account.userName} onClick={() => void restore(account.userName)} aria-label={t('reports.suspensions.restoreFor', { user: account.userName })}>
            {t('reports.suspensions.restore')}
          </Button>
        )}
      />
      {state.status === 'ready' && state.hasMore ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('reports.suspensions.more')}
        </Alert>
      ) : null}
    </Box>
  );
}
