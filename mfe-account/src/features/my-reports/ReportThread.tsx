import { callApiResult, errorMessage, notify, useStrings, REPORT_MESSAGE_MAX, type ApiErrorCode, type MyReport, type ReportMessage } from '@clipyard/shared';
import { formatExactTime } from '@clipyard/clip-ui';
import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { myReportsStrings } from './i18n';

type ThreadState = { status: 'loading' } | { status: 'error'; errorCode: ApiErrorCode } | { status: 'ready'; messages: ReportMessage[] };

/** What the server refuses, checked before any call so the person reads it at the field at once. */
function messageProblem(text: string): ApiErrorCode | null {
  const trimmed = text.trim();
  if (!trimmed) return 'REPORT_MESSAGE_EMPTY';
  // The contract's limit counts the trimmed text's UTF-16 units (zod's max), as this does.
  if (trimmed.length > REPORT_MESSAGE_MAX) return 'REPORT_MESSAGE_TOO_LONG';
  return null;
}

/**
 * A report's thread between its reporter and the moderators (issue 22 item 1): the messages oldest first (the
 * person's own as "You", a moderator's as "Moderator": moderation is one shared role, the server sends no name), and
 * a field to write to the moderators, closed reports included (a reporter may still ask why). `initialMessages` is a
 * thread already read (the page read it to open a linked report); otherwise it is read on opening.
 */
export function ReportThread({
  reportId,
  id,
  language,
  initialMessages,
  onLoaded,
  onSent,
}: {
  reportId: string;
  id: string;
  language: string;
  initialMessages?: ReportMessage[];
  onLoaded: (report: MyReport) => void;
  onSent: () => void;
}) {
  const { t } = useStrings(myReportsStrings);
  const [thread, setThread] = useState<ThreadState>(initialMessages ? { status: 'ready', messages: initialMessages } : { status: 'loading' });
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // A thread handed over already read is not asked for again on opening.
  const [readAlready] = useState(initialMessages !== undefined);
  const headingId = `${id}-heading`;

  const load = useCallback(async () => {
    setThread({ status: 'loading' });
    const result = await callApiResult('client/report/getReportMessages', { reportId });
    if (!result.ok) return setThread({ status: 'error', errorCode: result.errorCode });
    setThread({ status: 'ready', messages: result.data.messageList });
    onLoaded(result.data.report);
  }, [reportId, onLoaded]);

  useEffect(() => {
    if (!readAlready) void load();
  }, [load, readAlready]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const code = messageProblem(text);
    if (code) return setProblem(errorMessage(t, code));
    setSending(true);
    setProblem(null);
    const result = await callApiResult('client/report/sendReportMessage', { reportId, text: text.trim() });
    setSending(false);
    if (!result.ok) return setProblem(errorMessage(t, result.errorCode as ApiErrorCode));
    const { message } = result.data;
    setThread((previous) => (previous.status === 'ready' ? { status: 'ready', messages: [...previous.messages, message] } : previous));
    setText('');
    notify({ type: 'positive', message: t('myReports.sent') });
    onSent();
  };

  const over = text.trim().length > REPORT_MESSAGE_MAX;
  const counter = t('myReports.counter', { length: text.length.toLocaleString(language), max: REPORT_MESSAGE_MAX.toLocaleString(language) });

  return (
    <Box component="section" id={id} aria-labelledby={headingId} sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('myReports.threadHeading')}
      </Typography>
      {thread.status === 'loading' ? (
        <Stack role="status" direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1 }}>
          <CircularProgress size={18} />
          <Typography variant="body2">{t('myReports.threadLoading')}</Typography>
        </Stack>
      ) : thread.status === 'error' ? (
        thread.errorCode === 'REPORT_NOT_FOUND' ? (
          <Alert severity="warning">{t('myReports.notFound')}</Alert>
        ) : (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void load()}>
                {t('myReports.retry')}
              </Button>
            }
          >
            {`${t('myReports.threadFailed')} ${errorMessage(t, thread.errorCode)}`}
          </Alert>
        )
      ) : thread.messages.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('myReports.threadEmpty')}
        </Typography>
      ) : (
        <Box component="ol" aria-labelledby={headingId} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {thread.messages.map((message) => (
            <Box
              component="li"
              key={message.messageId}
              data-testid="report-message"
              data-author={message.authorRole}
              sx={{ pl: 1.5, borderLeft: 3, borderColor: message.authorRole === 'moderator' ? 'primary.main' : 'divider' }}
            >
              <Typography variant="body2" component="p">
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {message.authorRole === 'reporter' ? t('myReports.you') : t('myReports.moderator')}
                </Box>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {' · '}
                  <time dateTime={message.createdAt}>{formatExactTime(new Date(message.createdAt), language)}</time>
                </Box>
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {message.text}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {thread.status === 'error' && thread.errorCode === 'REPORT_NOT_FOUND' ? null : (
        <Box component="form" noValidate onSubmit={(event) => void send(event)} sx={{ mt: 2 }}>
          <TextField
            label={t('myReports.messageField')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (problem) setProblem(null);
            }}
            error={problem !== null || over}
            // The problem (read out when it appears) and the count: no hard stop at the limit, so a pasted message is
            // never cut silently; the count turns red and Send says what is wrong.
            helperText={
              <Box component="span" sx={{ display: 'flex', gap: 1 }}>
                <Box component="span" role={problem ? 'alert' : undefined}>
                  {problem ?? ''}
                </Box>
                <Box component="span" data-testid="message-counter" sx={{ ml: 'auto', flexShrink: 0 }}>
                  {counter}
                </Box>
              </Box>
            }
            slotProps={{ htmlInput: { readOnly: sending }, formHelperText: { component: 'div' } }}
            multiline
            minRows={3}
            fullWidth
            size="small"
          />
          <Button type="submit" variant="contained" size="small" sx={{ mt: 1 }} aria-disabled={sending || undefined}>
            {sending ? t('myReports.sending') : t('myReports.send')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
