import { clipThumbnailUrl, useStrings, type Clip, type ClipStatus } from '@clipyard/shared';
import { useAvifSupport } from '@clipyard/clip-ui';
import { Box, type SvgIconProps } from '@mui/material';
import { useState, type ComponentType } from 'react';
import { clipManagerStrings } from './i18n';
import { BlockIcon, ErrorIcon, HourglassIcon, MovieIcon } from './StatusIcons';

/** A rejected or deleted clip's media was removed with the decision: its thumbnail file is gone (issue 19 item 14). */
const MEDIA_GONE: ReadonlySet<ClipStatus> = new Set<ClipStatus>(['rejected', 'deleted']);

/** What the placeholder shows for a clip with no picture to show: waiting, failed, taken down, or none made. */
const PLACEHOLDER_ICON: Record<ClipStatus, ComponentType<SvgIconProps>> = {
  awaiting_decision: HourglassIcon,
  processing: HourglassIcon,
  failed: ErrorIcon,
  rejected: BlockIcon,
  deleted: BlockIcon,
  ready: MovieIcon,
};

/**
 * A managed clip's thumbnail, or a designed placeholder (theme colours, so it reads in every theme) when there is
 * none to show: the clip's media is gone, no thumbnail was made yet, or the file failed to load. Never a broken
 * image. The placeholder is decorative: the clip's status is said in words beside it.
 */
export function ClipThumbnail({ clip, width }: { clip: Clip; width: number }) {
  const { t } = useStrings(clipManagerStrings);
  const avif = useAvifSupport();
  const gone = MEDIA_GONE.has(clip.status);
  const url = avif === null || gone ? null : clipThumbnailUrl(clip, avif);
  const [failed, setFailed] = useState<string | null>(null);
  const frame = { width, aspectRatio: '16 / 9', borderRadius: 1, flexShrink: 0 } as const;
  if (url && failed !== url) {
    return (
      <Box
        component="img"
        src={url}
        alt={t('clips.thumbnail', { title: clip.clipTitle })}
        onError={() => setFailed(url)}
        sx={{ ...frame, objectFit: 'cover', display: 'block' }}
      />
    );
  }
  // Until the one avif probe answers, an empty frame: the thumbnail is about to be asked for.
  if (avif === null && !gone && clip.thumbnailFormats.length > 0) return <Box sx={{ ...frame, bgcolor: 'action.hover' }} />;
  const Icon = PLACEHOLDER_ICON[clip.status];
  return (
    <Box
      data-testid="thumbnail-placeholder"
      data-status={clip.status}
      aria-hidden
      sx={{
        ...frame,
        display: 'grid',
        placeItems: 'center',
        color: 'text.secondary',
        background: (theme) => `linear-gradient(135deg, ${theme.palette.action.hover}, ${theme.palette.action.selected})`,
      }}
    >
      <Icon sx={{ fontSize: Math.round(width / 4) }} />
    </Box>
  );
}
