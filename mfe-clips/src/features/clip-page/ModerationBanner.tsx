import { useStrings, type ApiErrorCode, type Clip } from '@clipyard/shared';
import { Alert, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { AppealDialog } from './AppealDialog';
import { TakedownNoticeDialog } from './TakedownNoticeDialog';
import { clipPageStrings } from './i18n';

/** A moderator's decision on the clip as its people read it (Clip.moderation). */
export type ClipModeration = NonNullable<Clip['moderation']>;

/** Refusals that mean the page's picture of the decision is out of date: it is read again. */
const STALE: readonly ApiErrorCode[] = ['APPEAL_ALREADY_FILED', 'APPEAL_NOT_ALLOWED', 'CLIP_NOT_FOUND'];

/**
 * A moderator's unlisting or hiding of this clip, as its streamer, its submitter and the moderators read it (issue 22
 * item 2): what was decided, the public reason, and the reader's appeal (Appeal, or where their appeal stands).
 * A moderator, who cannot appeal and has none, reads the decision and, given `onMakePublic`, can make the clip public
 * again from here.
 */
export function ModerationBanner({
  internalClipId,
  moderation,
  onAppealed,
  onStale,
  onMakePublic,
}: {
  internalClipId: string;
  moderation: ClipModeration;
  /** The decision as it stands once the appeal is sent: theirs is open, and they cannot appeal again. */
  onAppealed: (moderation: ClipModeration) => void;
  onStale: () => void;
  /** For an admin: Make public again (the page confirms it and sends it). */
  onMakePublic?: () => void;
}) {
  const { t } = useStrings(clipPageStrings);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const [noticeOpen, setNoticeOpen] = useState(false);
  if (moderation.visibility === 'public') return null;
  // A copyright notice hid it (issue 22 item 3, ADR 0135): the notice, and the counter-notice, replace the appeal.
  if (moderation.takedownNoticeId !== undefined) {
    const noticeId = moderation.takedownNoticeId;
    return (
      <Alert
        role="status"
        severity="warning"
        data-testid="clip-moderation-banner"
        data-visibility={moderation.visibility}
        data-takedown="true"
        sx={{ mb: 2, overflowWrap: 'anywhere' }}
        action={
          noticeId ? (
            <Button color="inherit" size="small" onClick={() => setNoticeOpen(true)} data-testid="takedown-read">
              {t('clipPage.takedown.read')}
            </Button>
          ) : undefined
        }
      >
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {noticeId ? t('clipPage.takedown.hidden') : t('clipPage.takedown.hiddenForOthers')}
        </Typography>
        {noticeOpen && noticeId ? <TakedownNoticeDialog noticeId={noticeId} onClose={() => setNoticeOpen(false)} /> : null}
      </Alert>
    );
  }
  const moderatorView = !moderation.canAppeal && moderation.appealStatus === null;
  const decision =
    moderation.visibility === 'unlisted' ? t('clipPage.moderation.unlisted') : moderatorView ? t('clipPage.moderation.hiddenForModerators') : t('clipPage.moderation.hidden');
  const appeal = sent
    ? t('clipPage.moderation.appealSent')
    : moderation.appealStatus === 'open'
      ? t('clipPage.moderation.appealOpen')
      : moderation.appealStatus === 'denied'
        ? t('clipPage.moderation.appealDenied')
        : moderation.appealStatus === 'granted'
          ? t('clipPage.moderation.appealGranted')
          : null;

  return (
    <Alert
      role="status"
      severity={moderation.visibility === 'hidden' ? 'warning' : 'info'}
      data-testid="clip-moderation-banner"
      data-visibility={moderation.visibility}
      sx={{ mb: 2, overflowWrap: 'anywhere' }}
      action={
        moderation.canAppeal && !sent ? (
          <Button color="inherit" size="small" onClick={() => setDialogOpen(true)} data-testid="appeal-button">
            {t('clipPage.moderation.appeal')}
          </Button>
        ) : moderatorView && onMakePublic ? (
          <Button color="inherit" size="small" onClick={onMakePublic} data-testid="make-public-button">
            {t('clipPage.visibility.public.confirm')}
          </Button>
        ) : undefined
      }
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {decision}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {moderation.publicReason ? t('clipPage.moderation.reason', { reason: moderation.publicReason }) : t('clipPage.moderation.noReason')}
      </Typography>
      {appeal ? (
        <Typography variant="body2" data-testid="appeal-state" sx={{ mt: 0.5 }}>
          {appeal}
        </Typography>
      ) : null}
      {dialogOpen ? (
        <AppealDialog
          internalClipId={internalClipId}
          onClose={() => setDialogOpen(false)}
          onSent={() => {
            setDialogOpen(false);
            setSent(true);
            onAppealed({ ...moderation, canAppeal: false, appealStatus: 'open' });
          }}
          onRefused={(code) => {
            if (STALE.includes(code)) onStale();
          }}
        />
      ) : null}
    </Alert>
  );
}
