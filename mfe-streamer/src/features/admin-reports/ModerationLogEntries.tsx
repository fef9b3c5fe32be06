import { useStrings, type ModerationLogEntry } from '@clipyard/shared';
import { Box, Stack, Typography } from '@mui/material';
import { adminReportsStrings } from './i18n';

/**
 * Moderation log entries as a list that reads at 390 px (each entry stacks: what was done and when, by whom, on
 * what, the public reason, the private note). `showTarget` is off inside a report group's card, where the target is
 * the card itself. The private note is set apart and labelled, so no one mistakes it for what the person was told.
 */
export function ModerationLogEntries({ entries, language, showTarget, labelledBy }: { entries: ModerationLogEntry[]; language: string; showTarget: boolean; labelledBy?: string }) {
  const { t } = useStrings(adminReportsStrings);
  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {entries.map((entry) => (
        <Box component="li" key={entry.entryId} data-testid="moderation-log-entry" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {t(`reports.log.actions.${entry.action}`)}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {entry.moderatorUserName
                ? t('reports.log.by', { name: entry.moderatorUserName })
                : // An appeal is the act of the clip's streamer or submitter, never a moderator's: the log keeps no name for it.
                  entry.action === 'appeal_filed'
                  ? t('reports.log.byAppellant')
                  : t('reports.log.bySystem')}
            </Typography>
            <Typography component="time" variant="body2" color="text.secondary" dateTime={entry.createdAt}>
              {new Date(entry.createdAt).toLocaleString(language)}
            </Typography>
          </Stack>
          {showTarget ? (
            <Typography variant="body2">{t('reports.log.target', { kind: t(`reports.log.targetKind.${entry.targetKind}`), label: entry.targetLabel ?? entry.targetKey })}</Typography>
          ) : null}
          {entry.publicReason ? (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {t('reports.log.publicReason', { reason: entry.publicReason })}
            </Typography>
          ) : null}
          {entry.privateNote ? (
            <Box data-testid="private-note" sx={{ mt: 0.5, pl: 1.5, borderLeft: 3, borderColor: 'warning.main' }}>
              <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
                {t('reports.log.privateNote')}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {entry.privateNote}
              </Typography>
            </Box>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
