import { callApiResult, errorMessage, notify, REPORT_MESSAGE_MAX, useStrings, type ApiErrorCode, type ReportGroup, type ReportMessage } from '@clipyard/shared';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { adminReportsStrings } from './i18n';
import { ListStates } from './ListStates';

type ThreadState = { status: 'loading' } | { status: 'error'; errorCode: ApiErrorCode } | { status: 'ready'; messages: ReportMessage[] };

/** The errors that are about what was typed: shown on the field, not as a notification. */
const FIELD_ERRORS: readonly ApiErrorCode[] = ['REPORT_MESSAGE_EMPTY', 'REPORT_MESSAGE_TOO_LONG'];

/**
 * The threads of a report group: one per reporter (each report has its own, ReportGroup.reporterList). With several
 * reporters a select picks whose; the oldest report's comes first.
 */
export function ReporterThreads({ group, language }: { group: ReportGroup; language: string }) {
  const { t } = useStrings(adminReportsStrings);
  const reporters = group.reporterList?.length ? group.reporterList : [{ reportId: group.reportId, reporterUserName: null }];
  const [reportId, setReportId] = useState(reporters[0]!.reportId);
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('reports.thread.intro')}
      </Typography>
      {reporters.length > 1 ? (
        // A native select: the phone's own picker; its label stays raised over the name it always shows.
        <TextField
          select
          size="small"
          label={t('reports.thread.with')}
          value={reportId}
          onChange={(e) => setReportId(e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ mb: 2, minWidth: 220 }}
        >
          {reporters.map((r) => (
            <option key={r.reportId} value={r.reportId}>
              {r.reporterUserName ?? t('reports.thread.deleted')}
            </option>
          ))}
        </TextField>
      ) : null}
      <ReportThread key={reportId} reportId={reportId} language={language} />
    </Box>
  );
}

/**
 * The thread between one report's reporter and the moderators (getReportMessages), oldest first, with a box to write
 * to the reporter. The reporter is notified of each message and sees it as from "a moderator", without the name.
 */
function ReportThread({ reportId, language }: { reportId: string; language: string }) {
  const { t } = useStrings(adminReportsStrings);
  const [state, setState] = useState<ThreadState>({ status: 'loading' });
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<ApiErrorCode | null>(null);
  const [sending, setSending] = useState(false);

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    const result = await callApiResult('client/report/getReportMessages', { reportId });
    if (!result.ok) return setState({ status: 'error', errorCode: result.errorCode });
    setState({ status: 'ready', messages: result.data.messageList });
  }, [reportId]);
  useEffect(() => {
    void load();
  }, [load]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    // Checked here as the server checks it, so an empty or too long message is refused without a round trip.
    if (!message) return setFieldError('REPORT_MESSAGE_EMPTY');
    if (message.length > REPORT_MESSAGE_MAX) return setFieldError('REPORT_MESSAGE_TOO_LONG');
    setSending(true);
    const result = await callApiResult('client/report/sendReportMessage', { reportId, text: message });
    setSending(false);
    if (!result.ok) {
      if (FIELD_ERRORS.includes(result.errorCode)) return setFieldError(result.errorCode);
      return notify({ type: 'negative', message: t('reports.thread.sendFailed', { message: errorMessage(t, result.errorCode) }) });
    }
    setText('');
    setFieldError(null);
    setState((s) => (s.status === 'ready' ? { ...s, messages: [...s.messages, result.data.message] } : s));
    notify({ type: 'positive', message: t('reports.thread.sent') });
  };

  return (
    <Box>
      {state.status !== 'ready' || state.messages.length === 0 ? (
        <ListStates
          state={state.status === 'ready' ? 'empty' : state.status}
          loading={t('reports.thread.loading')}
          failed={state.status === 'error' ? t('reports.thread.failed', { message: errorMessage(t, state.errorCode) }) : ''}
          retry={t('reports.thread.retry')}
          empty={t('reports.thread.empty')}
          onRetry={() => void load()}
        />
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {state.messages.map((m) => (
            <Box component="li" key={m.messageId} data-testid="report-message" sx={{ py: 1, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}>
              <Typography variant="body2" color="text.secondary">
                {t('reports.thread.author', { role: t(`reports.thread.${m.authorRole}`), name: m.authorUserName ?? t('reports.thread.deleted') })} ·{' '}
                <time dateTime={m.createdAt}>{new Date(m.createdAt).toLocaleString(language)}</time>
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {m.text}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {state.status === 'ready' ? (
        <Stack component="form" onSubmit={(e) => void send(e)} noValidate spacing={1} sx={{ mt: 1.5, alignItems: 'flex-start' }}>
          <TextField
            fullWidth
            multiline
            minRows={2}
            label={t('reports.thread.label')}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setFieldError(null);
            }}
            error={fieldError !== null}
            helperText={fieldError ? errorMessage(t, fieldError) : t('reports.thread.help', { length: text.trim().length, max: REPORT_MESSAGE_MAX })}
          />
          <Button type="submit" variant="outlined" disabled={sending}>
            {t('reports.thread.send')}
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}
