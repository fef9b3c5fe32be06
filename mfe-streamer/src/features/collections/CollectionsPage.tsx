import { useStrings } from '@clipyard/shared';
import { Box, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { StudioGate } from '../studio';
import { CollectionEditor } from './CollectionEditor';
import { CollectionList } from './CollectionList';
import { collectionsStrings } from './i18n';

/**
 * `/streamer/collections`: the channel's collections (issue 23 item 5, ADR 0148). One collection opens at
 * `?open={collectionId}` on the same route, so the browser's back button returns to the list and a link to it can be
 * kept; a path of its own under /streamer would be outranked by the channel collection pattern
 * '/:channelLogin/collections/:collectionId'.
 */
export function CollectionsPage() {
  const { t } = useStrings(collectionsStrings);
  const [params] = useSearchParams();
  const open = params.get('open');
  return (
    <StudioGate screen={t('collections.heading')}>
      {(channelLogin) => (
        <Box component="section" aria-labelledby="collections-heading" sx={{ px: { xs: 2, md: 3 }, py: 3, maxWidth: 1200, mx: 'auto' }}>
          <Typography id="collections-heading" variant="h5" component="h1">
            {t('collections.heading')}
          </Typography>
          {open ? (
            <CollectionEditor key={open} collectionId={open} channelLogin={channelLogin} listHref="/streamer/collections" />
          ) : (
            <>
              <Typography color="text.secondary">{t('collections.intro', { channel: channelLogin })}</Typography>
              <CollectionList openHref={(id) => `/streamer/collections?open=${encodeURIComponent(id)}`} />
            </>
          )}
        </Box>
      )}
    </StudioGate>
  );
}
