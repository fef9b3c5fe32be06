import { useStrings } from '@clipyard/shared';
import { Box, Button, Stack, TextField } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { adminReportsStrings } from '../admin-reports';
import { adminLogStrings } from './i18n';
import { MODERATION_ACTIONS, type LogFilters } from './log-filters';

/**
 * The log's filters: moderator, action, from and to days. They apply on submit (one request, one history entry for
 * the whole set), and follow the address when it changes (Back, a link), so the fields always show the list's filters.
 */
export function LogFilterForm({ filters, onApply }: { filters: LogFilters; onApply: (filters: LogFilters) => void }) {
  const { t } = useStrings(adminLogStrings);
  const { t: tr } = useStrings(adminReportsStrings);
  const [draft, setDraft] = useState(filters);
  const key = JSON.stringify(filters);
  useEffect(() => {
    setDraft(JSON.parse(key) as LogFilters);
  }, [key]);

  const set = (patch: Partial<LogFilters>) => setDraft((d) => ({ ...d, ...patch }));
  // Days as YYYY-MM-DD compare as strings. A range that ends before it starts is said at once and never sent: it could
  // only come back empty, which would read as "nothing was logged".
  const reversed = Boolean(draft.from && draft.to && draft.to < draft.from);
  const toField = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reversed) {
      toField.current?.focus();
      return;
    }
    onApply({ ...draft, moderator: draft.moderator.trim() });
  };
  const clear = () => onApply({ moderator: '', action: '', from: '', to: '' });

  return (
    <Box component="form" role="search" aria-label={t('moderationLog.filters')} onSubmit={submit} noValidate sx={{ mb: 3 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}>
        <TextField
          label={t('moderationLog.moderator')}
          helperText={t('moderationLog.moderatorHelp')}
          value={draft.moderator}
          onChange={(e) => set({ moderator: e.target.value })}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 40 } }}
        />
        {/* A native select: the phone's own picker, and the actions need no search. Its label stays raised: a native
            select always shows a value ("Any action"), which a resting label would cover. */}
        <TextField select label={t('moderationLog.action')} value={draft.action} onChange={(e) => set({ action: e.target.value as LogFilters['action'] })} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} sx={{ minWidth: 220 }}>
          <option value="">{t('moderationLog.anyAction')}</option>
          {MODERATION_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {tr(`reports.log.actions.${action}`)}
            </option>
          ))}
        </TextField>
        <TextField type="date" label={t('moderationLog.from')} value={draft.from} onChange={(e) => set({ from: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField
          type="date"
          label={t('moderationLog.to')}
          value={draft.to}
          onChange={(e) => set({ to: e.target.value })}
          error={reversed}
          helperText={reversed ? t('moderationLog.toBeforeFrom') : undefined}
          inputRef={toField}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained">
          {t('moderationLog.apply')}
        </Button>
        <Button type="button" onClick={clear}>
          {t('moderationLog.clear')}
        </Button>
      </Stack>
    </Box>
  );
}
