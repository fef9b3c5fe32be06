import { Alert, Box, Button } from '@mui/material';
import type { ReactNode } from 'react';
import type { Clip } from '../contract';
import { errorMessage, useRemoteTranslation } from '../i18n';
import type { KeysetClipList } from './use-keyset-list';
import { ClipCard, useAvifSupport } from './ClipCard';
import { LoadingState } from './PageStates';
import { clipCardNamespace, clipCardResources } from './i18n';

export interface ClipGridProps {
  clips: Clip[];
  /** First page loading. */
  loading: boolean;
  /** Translated message of the last failure, if any. */
  error: string | null;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** What to show when there is nothing (already translated). */
  empty: ReactNode;
  label?: string;
}

/** A responsive grid of clip cards with loading, error (retry), empty and keyset "load more" states. */
export function ClipGrid({ clips, loading, error, onRetry, hasMore, loadingMore, onLoadMore, empty, label }: ClipGridProps) {
  const { t } = useRemoteTranslation(clipCardNamespace, clipCardResources);
  const avif = useAvifSupport();
  if (loading && clips.length === 0) {
    return <LoadingState label={t('loading')} />;
  }
  if (error && clips.length === 0) {
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={onRetry}>{t('retry')}</Button>} sx={{ my: 3 }}>
        {error}
      </Alert>
    );
  }
  if (clips.length === 0) return <Box sx={{ py: 6, textAlign: 'center' }}>{empty}</Box>;
  return (
    <Box>
      <Box
        component="ul"
        aria-label={label ?? t('listLabel')}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
        }}
      >
        {clips.map((clip) => (
          <li key={clip.internalClipId}>
            <ClipCard clip={clip} avifSupported={avif} />
          </li>
        ))}
      </Box>
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }} action={<Button color="inherit" onClick={onLoadMore}>{t('retry')}</Button>}>
          {error}
        </Alert>
      ) : null}
      {hasMore ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? t('loadingMore') : t('loadMore')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

/** A ClipGrid fed by useKeysetClipList (optionally with its clips filtered first, e.g. local blocks). */
export function KeysetClipGrid({
  list,
  clips,
  empty,
  label,
}: {
  list: KeysetClipList;
  clips?: Clip[];
  empty: ReactNode;
  label?: string;
}) {
  const { t } = useRemoteTranslation(clipCardNamespace, clipCardResources);
  return (
    <ClipGrid
      clips={clips ?? list.clips}
      loading={list.loading}
      error={list.errorCode ? errorMessage(t, list.errorCode) : null}
      onRetry={() => void list.reload()}
      hasMore={list.hasMore}
      loadingMore={list.loadingMore}
      onLoadMore={() => void list.loadMore()}
      empty={empty}
      label={label}
    />
  );
}
