import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, Link as MuiLink, Radio, RadioGroup, TextField } from '@mui/material';
import { useId, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink, useInRouterContext } from 'react-router';
import { useStore } from 'zustand';
import { REPORT_OTHER_MAX, closeDialog, dialogStore, reportReasons, type OpenDialog, type ReportReason } from './dialogs';
import { useStrings } from '../i18n/use-strings';
import { uiStrings } from './i18n';

function ConfirmBody({ dialog }: { dialog: Extract<OpenDialog, { kind: 'confirm' }> }) {
  const { t } = useStrings(uiStrings);
  const titleId = useId();
  const messageId = useId();
  const finish = (ok: boolean) => {
    closeDialog(dialog.id);
    dialog.resolve(ok);
  };
  const { title, message, okLabel, cancelLabel, link } = dialog.options;
  // Inside the site's router the link navigates in place; a host without one (a bare test) gets a plain address.
  const inRouter = useInRouterContext();
  return (
    <Dialog open onClose={() => finish(false)} aria-labelledby={titleId} aria-describedby={messageId} data-testid="dialog">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
        {link ? (
          <DialogContentText sx={{ mt: 1 }}>
            {inRouter ? (
              <MuiLink component={RouterLink} to={link.to} onClick={() => finish(false)} data-testid="dialog-link">
                {link.label}
              </MuiLink>
            ) : (
              <MuiLink href={link.to} onClick={() => finish(false)} data-testid="dialog-link">
                {link.label}
              </MuiLink>
            )}
          </DialogContentText>
        ) : null}
      </DialogContent>
      <DialogActions>
        {cancelLabel === null ? null : (
          <Button onClick={() => finish(false)} color="inherit">
            {cancelLabel ?? t('cancel')}
          </Button>
        )}
        {/* The ok button has the default focus (SPEC section 9). */}
        <Button autoFocus variant="contained" onClick={() => finish(true)} data-testid="dialog-ok">
          {okLabel ?? t('ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function PromptBody({ dialog }: { dialog: Extract<OpenDialog, { kind: 'prompt' }> }) {
  const { t } = useStrings(uiStrings);
  const titleId = useId();
  const { title, message, initialValue, multiline, label, okLabel, cancelLabel, validate } = dialog.options;
  const [value, setValue] = useState(initialValue ?? '');
  const [touched, setTouched] = useState(false);
  const error = validate ? validate(value) : null;
  const finish = (result: string | null) => {
    closeDialog(dialog.id);
    dialog.resolve(result);
  };
  const confirm = () => {
    setTouched(true);
    if (!error) finish(value);
  };
  // Enter confirms unless the field is a textarea (there it makes a new line).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    if ((event.target as HTMLElement).tagName === 'TEXTAREA') return;
    event.preventDefault();
    confirm();
  };
  return (
    <Dialog open onClose={() => finish(null)} aria-labelledby={titleId} data-testid="dialog" onKeyDown={onKeyDown}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{message}</DialogContentText>
        <TextField
          fullWidth
          multiline={multiline}
          minRows={multiline ? 3 : undefined}
          label={label ?? title}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setTouched(true);
          }}
          error={touched && Boolean(error)}
          helperText={touched && error ? error : ' '}
          slotProps={{ htmlInput: { 'data-testid': 'dialog-input' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => finish(null)} color="inherit">
          {cancelLabel ?? t('cancel')}
        </Button>
        <Button autoFocus variant="contained" onClick={confirm} data-testid="dialog-ok">
          {okLabel ?? t('ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ReportBody({ dialog }: { dialog: Extract<OpenDialog, { kind: 'report' }> }) {
  const { t } = useStrings(uiStrings);
  const titleId = useId();
  const messageId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [other, setOther] = useState('');
  const [tried, setTried] = useState(false);
  const finish = (result: string | null) => {
    closeDialog(dialog.id);
    dialog.resolve(result);
  };
  const otherText = other.trim();
  const problem = reason === null ? t('report.chooseReason') : reason === 'other' && !otherText ? t('report.describe') : null;
  const confirm = () => {
    setTried(true);
    if (problem || !reason) return;
    finish(reason === 'other' ? `other: ${otherText}` : reason);
  };
  return (
    <Dialog open onClose={() => finish(null)} aria-labelledby={titleId} aria-describedby={messageId} data-testid="dialog" fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{dialog.options.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{t('report.question')}</DialogContentText>
        <RadioGroup aria-labelledby={messageId} value={reason ?? ''} onChange={(event) => setReason(event.target.value as ReportReason)}>
          {reportReasons.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={t(`report.reasons.${value}`)} />
          ))}
        </RadioGroup>
        {reason === 'other' ? (
          <TextField
            fullWidth
            multiline
            minRows={2}
            label={t('report.otherLabel')}
            value={other}
            onChange={(event) => setOther(event.target.value.slice(0, REPORT_OTHER_MAX))}
            helperText={`${other.length}/${REPORT_OTHER_MAX}`}
          />
        ) : null}
        {tried && problem ? (
          <DialogContentText role="alert" sx={{ color: 'error.main', mt: 1 }}>
            {problem}
          </DialogContentText>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => finish(null)} color="inherit">
          {t('cancel')}
        </Button>
        <Button variant="contained" onClick={confirm} data-testid="dialog-ok">
          {dialog.options.okLabel ?? t('report.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Shows the first queued dialog; the next one opens when it closes. Mounted once, by the shell. */
export function DialogHost() {
  const current = useStore(dialogStore, (s) => s.queue[0]);
  if (!current) return null;
  if (current.kind === 'report') return <ReportBody key={current.id} dialog={current} />;
  return current.kind === 'confirm' ? <ConfirmBody key={current.id} dialog={current} /> : <PromptBody key={current.id} dialog={current} />;
}
