import { confirmDialog, errorMessage, getSession, notify, useSession, useStrings } from '@clipyard/shared';
import { FavoriteBorderIcon, FavoriteIcon } from '@clipyard/clip-ui';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { clipPageStrings } from './i18n';

/**
 * Like / unlike. Signed out, the session refuses it and a dialog says so ('Login is required to like a clip') with
 * a Sign in button; signed in, the count and the pressed state (and 'Liked') change only after the server agrees.
 */
export function LikeButton({
  internalClipId,
  likeCount,
  onLikeCount,
}: {
  internalClipId: string;
  likeCount: number;
  onLikeCount: (count: number) => void;
}) {
  const { t } = useStrings(clipPageStrings);
  const liked = useSession((s) => s.likedClips.includes(internalClipId));
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const toggle = async () => {
    setBusy(true);
    const result = await getSession().toggleLike(internalClipId, !liked);
    setBusy(false);
    if (!result.ok) {
      if (result.errorCode === 'LIKE_REQUIRES_LOGIN') {
        if (await confirmDialog({ title: t('clipPage.like'), message: errorMessage(t, result.errorCode), okLabel: t('clipPage.signIn') })) navigate('/account/login');
        return;
      }
      notify({ type: 'negative', message: errorMessage(t, result.errorCode) });
      return;
    }
    if (typeof result.likeCount === 'number') onLikeCount(result.likeCount);
  };
  // A toggle button like Follow/Following: 'Like', then 'Liked' with aria-pressed once the server agrees.
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Button
        variant={liked ? 'contained' : 'outlined'}
        aria-pressed={liked}
        onClick={() => void toggle()}
        disabled={busy}
        data-testid="like-button"
        startIcon={liked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      >
        {liked ? t('clipPage.liked') : t('clipPage.like')}
      </Button>
      <Typography variant="body2" data-testid="like-count">
        {t('clipPage.likeCount', { count: likeCount })}
      </Typography>
    </Stack>
  );
}
