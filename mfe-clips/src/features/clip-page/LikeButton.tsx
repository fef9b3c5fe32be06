import { FavoriteBorderIcon, FavoriteIcon, errorMessage, getSession, notify, useSession } from '@clipyard/shared';
import { Button, Stack, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useState } from 'react';

/**
 * Like / unlike. Signed out, the session refuses it ('Login is required to like a clip') and the refusal is
 * shown as a notification; signed in, the count and the pressed state change only after the server agrees.
 */
export function LikeButton({
  internalClipId,
  likeCount,
  onLikeCount,
  t,
}: {
  internalClipId: string;
  likeCount: number;
  onLikeCount: (count: number) => void;
  t: TFunction;
}) {
  const liked = useSession((s) => s.likedClips.includes(internalClipId));
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    const result = await getSession().toggleLike(internalClipId, !liked);
    setBusy(false);
    if (!result.ok) {
      notify({ type: result.errorCode === 'LIKE_REQUIRES_LOGIN' ? 'warning' : 'negative', message: errorMessage(t, result.errorCode) });
      return;
    }
    if (typeof result.likeCount === 'number') onLikeCount(result.likeCount);
  };
  // A toggle button: its name stays 'Like' and aria-pressed says whether it is on (the visible text is the name).
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
        {t('clipPage.like')}
      </Button>
      <Typography variant="body2" data-testid="like-count">
        {t('clipPage.likeCount', { count: likeCount })}
      </Typography>
    </Stack>
  );
}
