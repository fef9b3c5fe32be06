import { useStrings } from '@clipyard/shared';
import { Box, Typography } from '@mui/material';
import { AdminOnly } from '../admin-reports';
import { StudioGate } from '../studio';
import type { Scope } from './calls';
import { HeldComments } from './HeldComments';
import { watchedWordsStrings } from './i18n';
import { WordList } from './WordList';

/** `/admin/watchedWords`: the site's watched words and the comments they hold (issue 22 item 4). Admins only. */
export function AdminWatchedWordsPage() {
  return (
    <AdminOnly>
      <WatchedWords scope="site" />
    </AdminOnly>
  );
}

/** `/streamer/watchedWords`: the streamer's own channel's watched words and the comments they hold on its clips. */
export function StreamerWatchedWordsPage() {
  const { t } = useStrings(watchedWordsStrings);
  return <StudioGate screen={t('watchedWords.channelHeading')}>{(channelLogin) => <WatchedWords scope="channel" channelLogin={channelLogin} />}</StudioGate>;
}

function WatchedWords({ scope, channelLogin }: { scope: Scope; channelLogin?: string }) {
  const { t, i18n } = useStrings(watchedWordsStrings);
  return (
    <Box component="section" aria-labelledby="watched-words-heading" sx={{ px: { xs: 2, md: 3 }, py: 3, maxWidth: 1200, mx: 'auto' }}>
      <Typography id="watched-words-heading" variant="h5" component="h1">
        {scope === 'site' ? t('watchedWords.siteHeading') : t('watchedWords.channelHeading')}
      </Typography>
      <Typography color="text.secondary">{scope === 'site' ? t('watchedWords.siteIntro') : t('watchedWords.channelIntro', { channel: channelLogin ?? '' })}</Typography>
      <WordList scope={scope} language={i18n.language} />
      <HeldComments scope={scope} language={i18n.language} />
    </Box>
  );
}
