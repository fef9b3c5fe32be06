import { callApiResult, type Clip, useStrings } from '@clipyard/shared';
import { ClipCard, useAvifSupport } from '@clipyard/clip-ui';
import { Box, Grid, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { channelPageStrings } from './i18n';

/** The clips the streamer featured, in their order, above the clip list; nothing when none are featured or they fail. */
export function FeaturedClips({ clipIds }: { clipIds: string[] }) {
  const { t } = useStrings(channelPageStrings);
  const [clips, setClips] = useState<Clip[]>([]);
  const avif = useAvifSupport();
  const key = clipIds.join(',');
  useEffect(() => {
    let live = true;
    if (!key) return;
    void callApiResult('client/videoListing/fetchClipsById', { internalClipIdList: key.split(',') }).then((result) => {
      if (live && result.ok) setClips(result.data.clipList);
    });
    return () => {
      live = false;
    };
  }, [key]);
  if (!key || clips.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="channel-featured-heading" sx={{ mt: 4 }}>
      <Typography id="channel-featured-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('channelPage.featured')}
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {clips.map((clip) => (
          <Grid component="li" key={clip.internalClipId} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <ClipCard clip={clip} avifSupported={avif} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
