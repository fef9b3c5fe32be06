import { Box, Card, CardActionArea, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { categoryPath, channelPath, clipPath, clipThumbnailUrl, formatDuration, knownAvifSupport, probeAvifSupport, useSession, useStrings, type Category, type Clip } from '@clipyard/shared';
import { clipCardStrings } from './i18n';
import { FavoriteIcon, PlayCircleIcon } from './Icons';
import { useWatchedClips } from './watched-clips';

/** A category's name in the reader's language (ADR 0150): Japanese for a Japanese reader, English otherwise. */
export function categoryName(category: Pick<Category, 'nameEn' | 'nameJa'>, language: string | undefined): string {
  return language?.startsWith('ja') ? category.nameJa : category.nameEn;
}

/** A link to a category's page, labelled with its name (the clip card's and the clip page's category line). */
export function CategoryLink({ category, variant = 'body2' }: { category: Category; variant?: 'body2' | 'caption' }) {
  const { t, i18n } = useStrings(clipCardStrings);
  const name = categoryName(category, i18n.language);
  return (
    <MuiLink component={Link} to={categoryPath(category.slug)} variant={variant} color="text.secondary" underline="hover" aria-label={t('categoryLabel', { name })} data-testid="category-link">
      {name}
    </MuiLink>
  );
}

/** Whether this browser shows avif: null until the one probe answers (no image is requested before that). */
export function useAvifSupport(): boolean | null {
  const [supported, setSupported] = useState<boolean | null>(knownAvifSupport);
  useEffect(() => {
    if (supported !== null) return;
    let live = true;
    void probeAvifSupport().then((value) => live && setSupported(value));
    return () => {
      live = false;
    };
  }, [supported]);
  return supported;
}

export function ClipCard({ clip, avifSupported, aboveTheFold = false }: { clip: Clip; avifSupported: boolean | null; aboveTheFold?: boolean }) {
  const { t } = useStrings(clipCardStrings);
  const thumbnail = avifSupported === null ? null : clipThumbnailUrl(clip, avifSupported);
  // A thumbnail that fails to load shows the designed placeholder, never a broken image.
  const [failed, setFailed] = useState<string | null>(null);
  const watched = useWatchedClips().has(clip.internalClipId);
  const duration = formatDuration(clip.durationSeconds);
  const href = clipPath(clip.channelLogin, clip.internalClipId);
  return (
    <Card component="article" variant="outlined" data-testid="clip-card" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {/* The thumbnail repeats the title link below: one link per clip for keyboards and screen readers. */}
      <CardActionArea component={Link} to={href} tabIndex={-1} aria-hidden="true">
        <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'action.hover' }}>
          {thumbnail && failed !== thumbnail ? (
            <Box
              component="img"
              src={thumbnail}
              alt=""
              loading={aboveTheFold ? 'eager' : 'lazy'}
              fetchPriority={aboveTheFold ? 'high' : 'auto'}
              onError={() => setFailed(thumbnail)}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          ) : avifSupported !== null ? (
            <Box data-testid="thumbnail-placeholder" sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', alignContent: 'center', gap: 0.5, color: 'text.secondary', background: (theme) => `linear-gradient(135deg, ${theme.palette.action.hover}, ${theme.palette.action.selected})` }}>
              <PlayCircleIcon sx={{ fontSize: 40, opacity: 0.6 }} />
              <Typography variant="caption">{thumbnail ? t('thumbnailFailed') : t('noThumbnail')}</Typography>
            </Box>
          ) : null}
          {watched ? (
            <Typography variant="caption" data-testid="watched-mark" sx={{ position: 'absolute', left: 6, top: 6, px: 0.75, borderRadius: 1, bgcolor: 'rgba(0,0,0,0.75)', color: '#fff' }}>
              {t('watched')}
            </Typography>
          ) : null}
          {duration ? (
            <Typography
              variant="caption"
              sx={{ position: 'absolute', right: 6, bottom: 6, px: 0.75, borderRadius: 1, bgcolor: 'rgba(0,0,0,0.75)', color: '#fff' }}
            >
              {duration}
            </Typography>
          ) : null}
        </Box>
      </CardActionArea>
      <CardContent sx={{ flexGrow: 1, py: 1.5 }}>
        {/* Two lines at most (titles run to 100 characters): the grid's rows stay even; the full title is its tooltip. */}
        <Typography
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600, lineHeight: 1.3, mb: 0.5, overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          <MuiLink component={Link} to={href} color="inherit" underline="hover" title={clip.clipTitle}>
            {clip.clipTitle}
          </MuiLink>
        </Typography>
        <MuiLink component={Link} to={channelPath(clip.channelLogin)} variant="body2" color="text.secondary" underline="hover">
          {clip.channelDisplayName}
        </MuiLink>
        {clip.category ? (
          <Box sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            <CategoryLink category={clip.category} variant="caption" />
          </Box>
        ) : null}
        <Stack direction="row" spacing={2} sx={{ mt: 0.5 }}>
          <LikeCount clip={clip} />
          <Typography variant="caption" color="text.secondary">
            {t('views', { count: clip.viewCount })}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The card's like count, marked when the viewer liked the clip (a like on the clip page shows here on Back). */
function LikeCount({ clip }: { clip: Clip }) {
  const { t } = useStrings(clipCardStrings);
  const liked = useSession((s) => s.likedClips.includes(clip.internalClipId));
  if (!liked) {
    return (
      <Typography variant="caption" color="text.secondary">
        {t('likes', { count: clip.likeCount })}
      </Typography>
    );
  }
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }} data-testid="card-liked">
      <FavoriteIcon color="primary" sx={{ fontSize: '1.2em' }} />
      {t('likesLiked', { count: clip.likeCount })}
    </Typography>
  );
}
