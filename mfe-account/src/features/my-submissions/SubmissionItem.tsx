import { clipPath, useStrings, type MySubmission } from '@clipyard/shared';
import { formatExactTime } from '@clipyard/clip-ui';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { TitleEditor } from './TitleEditor';
import { mySubmissionsStrings } from './i18n';

/** Submissions that are public: the row links to the clip page. */
const WATCHABLE = new Set<MySubmission['state']>(['approved', 'published']);

/**
 * One submission: its title, channel, when it was sent, where it stands and what that means. A pending request's
 * title can be edited in place; everything else is read-only. A public one links to its clip page.
 */
export function SubmissionItem({
  item,
  language,
  onRenamed,
  onDecided,
}: {
  item: MySubmission;
  language: string;
  onRenamed: (title: string) => void;
  onDecided: () => void;
}) {
  const { t } = useStrings(mySubmissionsStrings);
  const [editing, setEditing] = useState(false);
  // Closing the editor puts focus back on its Edit button, so a keyboard user carries on where they were.
  const [refocus, setRefocus] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (editing || !refocus) return;
    editButton.current?.focus();
    setRefocus(false);
  }, [editing, refocus]);
  const closeEditor = () => {
    setEditing(false);
    setRefocus(true);
  };
  const headingId = `submission-${item.internalClipId}`;
  const channel = item.channelDisplayName || item.channelLogin;
  const stateLabel =
    item.state === 'processing' && item.requestStatus === 'approved' ? t('submissions.states.approvedProcessing') : t(`submissions.states.${item.state}`);
  const canEdit = item.state === 'pending' && item.requestId !== null;

  return (
    // A bordered box on the page's own background, not a Paper: a field's error red on the dark theme's lighter card
    // colour (#262626) is 4.1:1, below WCAG's 4.5:1 (axe, e2e), while on the page background it passes.
    <Box component="article" aria-labelledby={headingId} data-testid="my-submission" data-state={item.state} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {item.clipTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('submissions.channel', { channel })}
            {' · '}
            {t('submissions.submittedOn', { date: formatExactTime(new Date(item.submittedAt), language) })}
            {item.decidedAt ? ` · ${t('submissions.decidedOn', { date: formatExactTime(new Date(item.decidedAt), language) })}` : ''}
          </Typography>
        </Box>
        {/* Default colours: a coloured label on a dark card falls below 4.5:1 contrast; the words carry the state. */}
        <Chip label={stateLabel} size="small" variant={item.state === 'pending' ? 'outlined' : 'filled'} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }} />
      </Stack>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t(`submissions.explain.${item.state}`, { channel })}
      </Typography>
      {editing && item.requestId ? (
        <TitleEditor
          requestId={item.requestId}
          title={item.clipTitle}
          onSaved={(title) => {
            closeEditor();
            onRenamed(title);
          }}
          onCancel={closeEditor}
          onDecided={() => {
            setEditing(false);
            onDecided();
          }}
        />
      ) : canEdit || WATCHABLE.has(item.state) || item.state === 'failed' ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          {canEdit ? (
            <Button ref={editButton} size="small" variant="outlined" onClick={() => setEditing(true)} aria-label={t('submissions.editLabel', { title: item.clipTitle })}>
              {t('submissions.edit')}
            </Button>
          ) : null}
          {WATCHABLE.has(item.state) ? (
            <Button size="small" variant="outlined" component={Link} to={clipPath(item.channelLogin, item.internalClipId)}>
              {t('submissions.watch', { title: item.clipTitle })}
            </Button>
          ) : null}
          {item.state === 'failed' ? (
            <Button size="small" component={Link} to="/upload">
              {t('submissions.submitFirst')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}
