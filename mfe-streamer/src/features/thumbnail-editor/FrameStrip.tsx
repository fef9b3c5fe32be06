import { THUMBNAIL_FRAME_COUNT, useStrings } from '@clipyard/shared';
import { Box, ButtonBase, Typography } from '@mui/material';
import { thumbnailStrings } from './i18n';
import { formatMoment } from './use-thumbnail-choices';

/**
 * The candidate frames, cut out of their one strip image (clipFramesKey): a button each, pressed when picked. The
 * strip is a background, so its one file is fetched once for the six buttons.
 */
export function FrameStrip({ stripUrl, frameTimes, picked, onPick, disabled }: { stripUrl: string; frameTimes: number[]; picked: number | null; onPick: (atSeconds: number) => void; disabled: boolean }) {
  const { t } = useStrings(thumbnailStrings);
  return (
    <Box role="group" aria-label={t('thumbnail.framesHeading')} sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' }, gap: 1 }}>
      {frameTimes.map((atSeconds, i) => {
        const isPicked = picked === atSeconds;
        return (
          <ButtonBase
            key={atSeconds}
            focusRipple
            disabled={disabled}
            onClick={() => onPick(atSeconds)}
            aria-pressed={isPicked}
            aria-label={t('thumbnail.frameLabel', { time: formatMoment(atSeconds) })}
            data-testid="thumbnail-frame"
            sx={{ display: 'block', borderRadius: 1, p: 0.5, border: 2, borderColor: isPicked ? 'primary.main' : 'transparent', textAlign: 'center', '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' } }}
          >
            <Box
              aria-hidden
              // Inline: the address and the cell differ per button (a class each would only grow the style sheet).
              style={{ backgroundImage: `url("${stripUrl}")`, backgroundPosition: `${(i / (THUMBNAIL_FRAME_COUNT - 1)) * 100}% 0` }}
              sx={{ aspectRatio: '16 / 9', borderRadius: 0.5, backgroundSize: `${THUMBNAIL_FRAME_COUNT * 100}% 100%`, bgcolor: 'action.hover' }}
            />
            <Typography variant="caption" component="span" color={isPicked ? 'primary' : 'text.secondary'} sx={{ fontWeight: isPicked ? 700 : 400 }}>
              {formatMoment(atSeconds)}
            </Typography>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
