import { useStrings, useSession } from '@clipyard/shared';
import { LoadingState, NoticeCard } from '@clipyard/clip-ui';
import type { ReactNode } from 'react';
import { studioStrings } from './i18n';

/**
 * Every studio screen starts here (`screen` is its translated name, so the page still says where it is): it waits for the session, asks a signed-out visitor to sign in and a user
 * without a channel to connect one, and otherwise renders the screen for the streamer's channel.
 */
export function StudioGate({ screen, children }: { screen: string; children: (channelLogin: string) => ReactNode }) {
  const { t } = useStrings(studioStrings);
  const loaded = useSession((s) => s.loaded);
  const flags = useSession((s) => s.flags);
  const profile = useSession((s) => s.userProfile);
  if (!loaded || (flags.isSignedIn && !profile)) return <LoadingState label={t('studio.loading')} />;
  if (!flags.isSignedIn) return <NoticeCard title={t('studio.signedOutTitle', { screen })} body={t('studio.signedOutBody')} to="/account/login" action={t('studio.login')} />;
  const channelLogin = profile?.streamerChannelLogin;
  if (!flags.isStreamer || !channelLogin) {
    return <NoticeCard title={t('studio.notStreamerTitle')} body={t('studio.notStreamerBody')} to="/connections" action={t('studio.connect')} />;
  }
  return <>{children(channelLogin)}</>;
}
