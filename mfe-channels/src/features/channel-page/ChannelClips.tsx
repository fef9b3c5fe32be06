import { KeysetClipGrid, callApiResult, useKeysetClipList, useSession, useStrings } from '@clipyard/shared';
import { Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { channelPageStrings } from './i18n';

const PAGE_SIZE = 24;

/** The channel's ready clips (fetchByChannelLogins), newest or top, with keyset "load more". */
export function ChannelClips({ channelLogin }: { channelLogin: string }) {
  const { t } = useStrings(channelPageStrings);
  const [sort, setSort] = useState<'new' | 'top'>('new');
  const uid = useSession((s) => s.authUser?.uid ?? '');
  const list = useKeysetClipList(`${channelLogin}/${sort}/${uid}`, async (cursor) => {
    const result = await callApiResult('client/videoListing/fetchByChannelLogins', { channelLoginList: [channelLogin], sort, cursor, limit: PAGE_SIZE });
    return result.ok ? { ok: true, ...result.data } : result;
  });
  return (
    <Box component="section" aria-labelledby="channel-clips-heading" sx={{ mt: 4 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography id="channel-clips-heading" variant="h6" component="h2">
          {t('channelPage.clips')}
        </Typography>
        <ToggleButtonGroup exclusive size="small" value={sort} aria-label={t('channelPage.sortLabel')} onChange={(_e, value: 'new' | 'top' | null) => value && setSort(value)}>
          <ToggleButton value="new">{t('channelPage.sort.new')}</ToggleButton>
          <ToggleButton value="top">{t('channelPage.sort.top')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <KeysetClipGrid
        list={list}
        empty={<Typography color="text.secondary">{t('channelPage.empty')}</Typography>}
        label={t('channelPage.clips')}
      />
    </Box>
  );
}
