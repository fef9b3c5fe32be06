import { clipPath, errorMessage, useStrings } from '@clipyard/shared';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router';
import { ThumbnailDialog } from '../thumbnail-editor';
import { useEncodeStatus, type EncodeStatus } from './use-encode-status';
import { uploadStrings } from './i18n';

type Task = EncodeStatus['tasks'][number];

function TaskRow({ task }: { task: Task }) {
  const { t } = useStrings(uploadStrings);
  const name = t(`upload.tasks.${task.kind}`);
  const percent = task.state === 'done' ? 100 : Math.round(task.progress * 100);
  return (
    <Box component="li" data-testid={`encode-task-${task.kind}`} data-state={task.state} sx={{ listStyle: 'none' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
        <Typography>{name}</Typography>
        <Typography color={task.state === 'failed' ? 'error' : 'text.secondary'}>
          {t(`upload.states.${task.state}`)}
          {task.state === 'running' ? ` · ${percent}%` : ''}
        </Typography>
      </Stack>
      <LinearProgress
        variant={task.state === 'running' && task.progress === 0 ? 'indeterminate' : 'determinate'}
        value={percent}
        color={task.state === 'failed' ? 'error' : task.state === 'done' ? 'success' : 'primary'}
        aria-label={t('upload.taskProgress', { task: name })}
      />
    </Box>
  );
}

/**
 * What happens to a submitted clip: each encode task with its state and progress (polled), the link to the clip
 * page once the playable source exists, and the failure when processing failed. The streamer of the clip's channel
 * may choose its thumbnail once the first one is made.
 */
export function EncodeProgress({ internalClipId, channelLogin, thumbnailFor = null }: { internalClipId: string; channelLogin: string; thumbnailFor?: string | null }) {
  const { t } = useStrings(uploadStrings);
  const { status, errorCode } = useEncodeStatus(internalClipId);
  // The server answers the tasks in the contract's order (ENCODE_TASK_KINDS): shown as given.
  const tasks = status?.tasks ?? [];
  const playable = tasks.some((task) => task.kind === 'source' && task.state === 'done');
  const failed = status?.status === 'failed';
  const thumbnailMade = tasks.some((task) => task.kind === 'thumbnail' && task.state === 'done');
  const [choosing, setChoosing] = useState(false);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="encode-heading" sx={{ p: 3 }}>
      <Typography id="encode-heading" variant="h6" component="h2" gutterBottom>
        {t('upload.statusHeading')}
      </Typography>
      {!status && !errorCode ? <LinearProgress aria-label={t('upload.statusLoading')} sx={{ my: 2 }} /> : null}
      {errorCode ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {errorMessage(t, errorCode)}
        </Alert>
      ) : null}
      {failed ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          <strong>{t('upload.failedTitle')}</strong>
          <br />
          {status?.failureReason ? t('upload.failedBody', { reason: status.failureReason }) : t('upload.failedUnknown')}
        </Alert>
      ) : null}
      {tasks.length > 0 ? (
        <Stack component="ul" aria-label={t('upload.tasksLabel')} spacing={2} sx={{ p: 0, m: 0, mb: 2 }}>
          {tasks.map((task) => (
            <TaskRow key={task.kind} task={task} />
          ))}
        </Stack>
      ) : null}
      {playable && !failed ? (
        <Alert
          severity="success"
          action={
            <Button component={Link} to={clipPath(channelLogin, internalClipId)} variant="contained" color="success" size="small">
              {t('upload.watch')}
            </Button>
          }
        >
          {t('upload.playable')}
        </Alert>
      ) : null}
      {thumbnailFor !== null && thumbnailMade && !failed ? (
        <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setChoosing(true)}>
          {t('upload.chooseThumbnail')}
        </Button>
      ) : null}
      {choosing && thumbnailFor !== null ? <ThumbnailDialog clip={{ internalClipId, clipTitle: thumbnailFor }} onClose={() => setChoosing(false)} /> : null}
    </Paper>
  );
}
