import { PUBLIC_REASON_MAX, callApiResult, errorMessage, notify, useStrings, type ApiErrorCode, type SuccessAnswerOf } from '@clipyard/shared';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { adminReportsStrings } from './i18n';
import { ModerationList } from './ListStates';
import { ModerationDialog, type ModerationExtras } from './ModerationDialog';

type RegistrationRequest = SuccessAnswerOf<'client/admin/getRegistrationRequests'>['registrationRequestList'][number];
type Decision = 'approve' | 'reject';
type ListState = { status: 'loading' } | { status: 'error'; errorCode: ApiErrorCode } | { status: 'ready'; requests: RegistrationRequest[]; hasMore: boolean };

/** The field errors of a decision: the dialog stays open and shows them on the field. */
const FIELD_ERRORS: readonly ApiErrorCode[] = ['PUBLIC_REASON_TOO_LONG', 'PRIVATE_NOTE_TOO_LONG'];

/** How long ago, in the page's language ("3 hours ago", "3 時間前"). */
export function ageOf(iso: string, language: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  return format.format(0, 'minute');
}

/**
 * Registration requests (REGISTRATION=approval, issue 22 item 5, ADR 0136), under the report queue: the accounts
 * waiting for approval, the longest waiting first, each with the reason the person gave and how long it has waited, and
 * "Approve" or "Reject" (confirmed; a rejection takes a public reason the person is told, both a private note). Empty
 * (and quiet) on a site with open registration.
 */
export function RegistrationRequests({ language }: { language: string }) {
  const { t } = useStrings(adminReportsStrings);
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [pending, setPending] = useState<{ request: RegistrationRequest; decision: Decision } | null>(null);

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    const result = await callApiResult('client/admin/getRegistrationRequests', {});
    if (!result.ok) return setState({ status: 'error', errorCode: result.errorCode });
    setState({ status: 'ready', requests: result.data.registrationRequestList, hasMore: result.data.hasMore });
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  /** Decides; answers the code of a field the server refused (the dialog shows it), else null. */
  const decide = async (request: RegistrationRequest, decision: Decision, extras: ModerationExtras): Promise<ApiErrorCode | null> => {
    const result = await callApiResult('client/admin/decideRegistration', { userName: request.userName, decision, ...extras });
    if (!result.ok && FIELD_ERRORS.includes(result.errorCode)) return result.errorCode;
    setPending(null);
    if (result.ok || result.errorCode === 'REGISTRATION_NOT_PENDING' || result.errorCode === 'USER_NOT_FOUND') {
      setState((s) => (s.status === 'ready' ? { ...s, requests: s.requests.filter((r) => r.userName !== request.userName) } : s));
    }
    if (result.ok) notify({ type: 'positive', message: t(decision === 'approve' ? 'reports.registrations.approved' : 'reports.registrations.rejected', { user: request.userName }) });
    // Decided by another moderator meanwhile, or the account deleted itself: it leaves the list either way.
    else if (result.errorCode === 'REGISTRATION_NOT_PENDING' || result.errorCode === 'USER_NOT_FOUND') notify({ type: 'info', message: t('reports.registrations.gone', { user: request.userName }) });
    else notify({ type: 'negative', message: t('reports.registrations.failedAction', { message: errorMessage(t, result.errorCode) }) });
    return null;
  };

  return (
    <Box component="section" aria-labelledby="registrations-heading" data-testid="registration-requests" sx={{ mt: 5 }}>
      <Typography id="registrations-heading" variant="h6" component="h2">
        {t('reports.registrations.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('reports.registrations.intro')}
      </Typography>
      <ModerationList
        status={state.status}
        items={state.status === 'ready' ? state.requests : []}
        texts={{
          loading: t('reports.registrations.loading'),
          failed: state.status === 'error' ? t('reports.registrations.failed', { message: errorMessage(t, state.errorCode) }) : '',
          retry: t('reports.registrations.retry'),
          empty: t('reports.registrations.empty'),
        }}
        onRetry={() => void load()}
        labelledBy="registrations-heading"
        testId="registration-request"
        keyOf={(request) => request.userName}
        details={(request) => (
          <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Typography sx={{ fontWeight: 600 }}>{request.userName}</Typography>
            <Typography variant="body2" color="text.secondary">
              <time dateTime={request.registeredAt} title={new Date(request.registeredAt).toLocaleString(language)}>
                {t('reports.registrations.registered', { age: ageOf(request.registeredAt, language) })}
              </time>
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {t('reports.registrations.reason')}
            </Typography>
            <Box component="blockquote" data-testid="registration-reason" sx={{ m: 0, mt: 0.5, pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-wrap' }}>
              {request.reason}
            </Box>
          </Box>
        )}
        action={(request) => (
          <Stack direction={{ xs: 'column', sm: 'row', md: 'column' }} spacing={1}>
            <Button variant="contained" onClick={() => setPending({ request, decision: 'approve' })} aria-label={t('reports.registrations.approveFor', { user: request.userName })}>
              {t('reports.registrations.approve')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setPending({ request, decision: 'reject' })} aria-label={t('reports.registrations.rejectFor', { user: request.userName })}>
              {t('reports.registrations.reject')}
            </Button>
          </Stack>
        )}
      />
      {state.status === 'ready' && state.hasMore ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('reports.registrations.more')}
        </Alert>
      ) : null}
      {pending ? (
        <ModerationDialog
          key={`${pending.request.userName}/${pending.decision}`}
          title={t(pending.decision === 'approve' ? 'reports.registrations.approveTitle' : 'reports.registrations.rejectTitle', { user: pending.request.userName })}
          message={t(pending.decision === 'approve' ? 'reports.registrations.approveMessage' : 'reports.registrations.rejectMessage', { user: pending.request.userName })}
          okLabel={t(pending.decision === 'approve' ? 'reports.registrations.approve' : 'reports.registrations.reject')}
          reasonHint={pending.decision === 'reject' ? t('reports.registrations.reasonHint', { max: PUBLIC_REASON_MAX }) : undefined}
          reasonLabel={t('reports.registrations.reasonLabel')}
          onCancel={() => setPending(null)}
          onSubmit={(extras) => decide(pending.request, pending.decision, extras)}
        />
      ) : null}
    </Box>
  );
}
