import { channelPath, errorMessage, useStrings } from '@clipyard/shared';
import { ClipGrid, ErrorState, LoadingState, NoticeCard, usePageTitle } from '@clipyard/clip-ui';
import { Box, Link as MuiLink, Typography } from '@mui/material';
import { Link, useParams } from 'react-router';
import { collectionTitle } from './collection-title';
import { collectionsStrings } from './i18n';
import { useCollection } from './use-collection';

/** `/{channelLogin}/collections/{collectionId}`: a channel's collection, its clips in the streamer's order (ADR 0148). */
export function CollectionPage() {
  const { channelLogin: rawLogin = '', collectionId = '' } = useParams();
  const channelLogin = rawLogin.toLowerCase();
  const { t, i18n } = useStrings(collectionsStrings);
  const { state, reload } = useCollection(channelLogin, collectionId);
  const title = state.status === 'ready' ? collectionTitle(state.collection, i18n.language) : null;
  usePageTitle(state.status === 'ready' ? `${title} · ${state.collection.channelDisplayName}` : null);

  if (state.status === 'loading') return <LoadingState label={t('collections.loading')} />;
  if (state.status === 'error') return <ErrorState message={errorMessage(t, state.errorCode)} retryLabel={t('collections.retry')} onRetry={() => void reload()} />;
  if (state.status === 'not-found') return <NoticeCard title={t('collections.notFoundTitle')} body={t('collections.notFoundBody')} to="/" action={t('collections.home')} />;

  const { collection } = state;
  return (
    <Box component="section" aria-labelledby="collection-title" sx={{ px: { xs: 2, md: 3 }, py: 3 }}>
      <Typography id="collection-title" variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('collections.byChannel', { channel: collection.channelDisplayName })} · {t('collections.clipCount', { count: collection.clipCount })} ·{' '}
        <MuiLink component={Link} to={channelPath(collection.channelLogin)}>
          {t('collections.channelLink', { channel: collection.channelDisplayName })}
        </MuiLink>
      </Typography>
      <ClipGrid
        clips={collection.clipList}
        loading={false}
        error={null}
        onRetry={() => void reload()}
        hasMore={false}
        loadingMore={false}
        onLoadMore={() => undefined}
        empty={t('collections.empty')}
        label={t('collections.clipsLabel')}
      />
    </Box>
  );
}

export default CollectionPage;
