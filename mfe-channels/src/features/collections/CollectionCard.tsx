import { clipThumbnailUrl, collectionPath, useStrings, type CollectionSummary } from '@clipyard/shared';
import { useAvifSupport } from '@clipyard/clip-ui';
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { Link } from 'react-router';
import { collectionTitle } from './collection-title';
import { collectionsStrings } from './i18n';

/** One collection on the channel page: its cover (16:9), title in the page's language and clip count; a link to its page. */
export function CollectionCard({ collection }: { collection: CollectionSummary }) {
  const { t, i18n } = useStrings(collectionsStrings);
  const avif = useAvifSupport();
  const title = collectionTitle(collection, i18n.language);
  // No image is asked for before the avif probe answers (null), as ClipCard does.
  const cover = collection.cover && avif !== null ? clipThumbnailUrl(collection.cover, avif) : null;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={collectionPath(collection.channelLogin, collection.collectionId)} data-testid="collection-card" sx={{ height: '100%' }}>
        <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'action.hover', display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
          {cover ? (
            <Box component="img" src={cover} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : collection.cover ? null : (
            <Typography variant="body2" color="text.secondary">
              {t('collections.noCover')}
            </Typography>
          )}
        </Box>
        <Box sx={{ p: 1.5 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('collections.clipCount', { count: collection.clipCount })}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
