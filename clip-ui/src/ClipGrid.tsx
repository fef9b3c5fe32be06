import { Alert, Box, Button, Chip, Paper, Skeleton, Typography } from '@mui/material';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { callApiResult, errorMessage, useStrings, type CategoryWithCount, type Clip } from '@clipyard/shared';
import type { KeysetClipList } from './use-keyset-list';
import { categoryName, ClipCard, useAvifSupport } from './ClipCard';

/**
 * The first cards are on screen at once on every width (one column on a phone, four on a wide screen): their
 * thumbnails load eagerly and at high priority (the first is the page’s largest paint); the rest stay lazy.
 */
const ABOVE_THE_FOLD = 4;
/**
 * Cards in the grid's first render: two rows of four (what a phone or a laptop shows of it). The rest come in a task of
 * their own right after (issue 13, ADR 0115): a page of 24 cards in one commit was one of the frontpage's longest
 * tasks. Appended after the first cards, they move nothing already drawn.
 */
export const FIRST_RENDER_CARDS = 8;
import { clipCardStrings } from './i18n';

/** How many of `total` cards to render: FIRST_RENDER_CARDS on the first render, all of them from the next task on. */
function useCardsToRender(total: number): number {
  const [all, setAll] = useState(false);
  const waiting = !all && total > FIRST_RENDER_CARDS;
  useEffect(() => {
    if (!waiting) return;
    // A macrotask, not a microtask: the browser may paint and handle input in between.
    const timer = setTimeout(() => startTransition(() => setAll(true)), 0);
    return () => clearTimeout(timer);
  }, [waiting]);
  return waiting ? FIRST_RENDER_CARDS : total;
}

export interface ClipGridProps {
  clips: Clip[];
  /** First page loading. */
  loading: boolean;
  /** The cards shown are being replaced by the same listing for a new viewer (useKeysetClipList's `refreshing`). */
  refreshing?: boolean;
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
export function ClipGrid({ clips, loading, refreshing = false, error, onRetry, hasMore, loadingMore, onLoadMore, empty, label }: ClipGridProps) {
  const { t } = useStrings(clipCardStrings);
  const avif = useAvifSupport();
  const shown = useCardsToRender(clips.length);
  if (loading && clips.length === 0) return <ClipGridSkeleton label={t('loading')} />;
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
        aria-busy={refreshing || undefined}
        sx={gridSx}
      >
        {clips.slice(0, shown).map((clip, index) => (
          <li key={clip.internalClipId}>
            <ClipCard clip={clip} avifSupported={avif} aboveTheFold={index < ABOVE_THE_FOLD} />
          </li>
        ))}
      </Box>
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }} action={<Button color="inherit" onClick={onLoadMore}>{t('retry')}</Button>}>
          {error}
        </Alert>
      ) : null}
      {/* Under the grid once every card of the page is in: it would be pushed down by the rest. */}
      {hasMore && shown === clips.length ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? t('loadingMore') : t('loadMore')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

const gridSx = { listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' } as const;

/**
 * First load: placeholder cards in the grid's own shape, so the page does not jump when the clips arrive (a lone
 * spinner drew as a dot in the middle of an empty page). The status line says it in words for screen readers.
 */
function ClipGridSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-busy="true">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box sx={gridSx} aria-hidden="true">
        {Array.from({ length: 8 }, (_, index) => (
          <Paper key={index} variant="outlined" sx={{ overflow: 'hidden' }}>
            <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
            <Box sx={{ p: 2 }}>
              <Skeleton width="85%" />
              <Skeleton width="45%" />
            </Box>
          </Paper>
        ))}
      </Box>
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
  const { t } = useStrings(clipCardStrings);
  return (
    <ClipGrid
      clips={clips ?? list.clips}
      loading={list.loading}
      refreshing={list.refreshing}
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

/**
 * The category filter chips above a clip grid (issue 23 item 6, ADR 0150): "All categories" and each category that has
 * clips (in `channelLogin` when given), most clips first. A toggle row: each chip is a button with aria-pressed; one
 * row that scrolls sideways on a phone, wrapping on wider screens. The chosen category stays as a chip even when it
 * has no clip here (a shared link), so the person sees what filters the list and can leave it.
 */
export function CategoryChips({ channelLogin, selected, onSelect }: { channelLogin?: string; selected: string | null; onSelect: (slug: string | null) => void }) {
  const { t, i18n } = useStrings(clipCardStrings);
  const [attempt, setAttempt] = useState(0);
  // The answer with what it was for (channel and attempt): another channel or a retry reads as loading until its own
  // answer is in (state keyed by what is loaded, never reset from the effect).
  const wanted = `${channelLogin ?? ''}#${attempt}`;
  const [answer, setAnswer] = useState<{ wanted: string; list: CategoryWithCount[] | null; failed: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    void callApiResult('client/categories/getCategories', channelLogin ? { channelLogin } : {}).then((result) => {
      if (live) setAnswer({ wanted, list: result.ok ? result.data.categoryList : null, failed: !result.ok });
    });
    return () => {
      live = false;
    };
  }, [channelLogin, wanted]);
  const current = answer?.wanted === wanted ? answer : null;
  const list = current?.list ?? null;
  const failed = current?.failed ?? false;

  if (failed) {
    return (
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 2 }}>
        {t('categoriesFailed')}{' '}
        <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
          {t('retry')}
        </Button>
      </Typography>
    );
  }
  // Until the list answers, its row keeps its room so the grid below does not move when it comes.
  if (!list) return <Box aria-hidden="true" sx={{ minHeight: 40, mb: 2 }} />;
  const shown = list.filter((category) => category.clipCount > 0 || category.slug === selected);
  if (shown.length === 0) return null;
  const chip = (slug: string | null, label: string) => {
    const pressed = selected === slug;
    return (
      <Chip
        key={slug ?? ''}
        label={label}
        clickable
        aria-pressed={pressed}
        color={pressed ? 'primary' : 'default'}
        variant={pressed ? 'filled' : 'outlined'}
        onClick={() => onSelect(slug)}
        data-testid={slug ? `category-chip-${slug}` : 'category-chip-all'}
      />
    );
  };
  return (
    <Box
      role="group"
      aria-label={t('categoryFilterLabel')}
      data-testid="category-chips"
      sx={{ display: 'flex', gap: 1, mb: 2, pb: 0.5, overflowX: { xs: 'auto', sm: 'visible' }, flexWrap: { xs: 'nowrap', sm: 'wrap' }, '& > *': { flexShrink: 0 } }}
    >
      {chip(null, t('allCategories'))}
      {shown.map((category) => chip(category.slug, categoryName(category, i18n.language)))}
    </Box>
  );
}
