import { callApiResult, useSession, useStrings, type CollectionSummary } from '@clipyard/shared';
import { Box, Grid, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { CollectionCard } from './CollectionCard';
import { collectionsStrings } from './i18n';

/**
 * The channel page's Collections section (ADR 0148): a card for each collection with something to show. Nothing at
 * all while loading, when the channel has none or when the read fails: the clips below are the page's main content,
 * and a section that comes and goes with an error would only push them down.
 */
export function ChannelCollections({ channelLogin }: { channelLogin: string }) {
  const { t } = useStrings(collectionsStrings);
  const [collections, setCollections] = useState<CollectionSummary[]>([]);
  // A sign-in (or out) changes what the reader blocks: read again.
  const uid = useSession((s) => s.authUser?.uid ?? '');
  useEffect(() => {
    let live = true;
    void callApiResult('client/collections/getChannelCollections', { channelLogin }).then((result) => {
      if (live) setCollections(result.ok ? result.data.collectionList : []);
    });
    return () => {
      live = false;
    };
  }, [channelLogin, uid]);
  if (collections.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="channel-collections-heading" sx={{ mt: 4 }}>
      <Typography id="channel-collections-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('collections.heading')}
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {collections.map((collection) => (
          <Grid component="li" key={collection.collectionId} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <CollectionCard collection={collection} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
