import { callApiResult, useStrings } from '@clipyard/shared';
import { KeysetClipGrid, useKeysetClipList } from '@clipyard/clip-ui';
import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import { clipPageStrings } from './i18n';

const PAGE_SIZE = 8;

/** Under the comments: the channel's other clips, newest first, a keyset page at a time. */
export function MoreFromChannel({ channelLogin, channelDisplayName, internalClipId }: { channelLogin: string; channelDisplayName: string; internalClipId: string }) {
  const { t } = useStrings(clipPageStrings);
  const list = useKeysetClipList(`more/${channelLogin}`, async (cursor) => {
    const result = await callApiResult('client/videoListing/fetchByChannelLogins', { channelLoginList: [channelLogin], sort: 'new', cursor, limit: PAGE_SIZE });
    return result.ok ? { ok: true, ...result.data } : result;
  });
  const clips = useMemo(() => list.clips.filter((clip) => clip.internalClipId !== internalClipId), [list.clips, internalClipId]);
  const heading = t('clipPage.moreFrom', { channel: channelDisplayName });
  return (
    <Box component="section" aria-labelledby="more-from-heading" sx={{ mt: 4 }} data-testid="more-from-channel">
      <Typography id="more-from-heading" variant="h6" component="h2" gutterBottom>
        {heading}
      </Typography>
      <KeysetClipGrid list={list} clips={clips} label={heading} empty={<Typography color="text.secondary">{t('clipPage.moreFromEmpty')}</Typography>} />
    </Box>
  );
}
