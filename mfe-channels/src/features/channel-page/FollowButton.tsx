import { errorMessage, getSession, notify, useSession, useStrings } from '@clipyard/shared';
import { Button } from '@mui/material';
import { useState } from 'react';
import { channelPageStrings } from './i18n';

/**
 * Follow / unfollow. Signed in, the button changes only after the server agrees (the session's rule); signed
 * out, the follow is kept on this device and the viewer is told so.
 */
export function FollowButton({ channelLogin, onChanged }: { channelLogin: string; onChanged: (delta: number) => void }) {
  const { t } = useStrings(channelPageStrings);
  const isFollowing = useSession((s) => s.followedChannels.includes(channelLogin));
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    const result = await getSession().toggleFollow(channelLogin, !isFollowing);
    setBusy(false);
    if (!result.ok) {
      notify({
        type: 'negative',
        message: t(isFollowing ? 'channelPage.unfollowFailed' : 'channelPage.followFailed'),
        caption: errorMessage(t, result.errorCode),
      });
      return;
    }
    if (result.local) notify({ type: 'info', message: t(isFollowing ? 'channelPage.unfollowedLocally' : 'channelPage.followedLocally') });
    else onChanged(isFollowing ? -1 : 1);
  };
  return (
    <Button
      variant={isFollowing ? 'outlined' : 'contained'}
      aria-pressed={isFollowing}
      onClick={() => void toggle()}
      disabled={busy}
      data-testid="follow-button"
    >
      {isFollowing ? t('channelPage.following') : t('channelPage.follow')}
    </Button>
  );
}
