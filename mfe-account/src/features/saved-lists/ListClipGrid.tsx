import { useStrings, type Clip } from '@clipyard/shared';
import { ClipCard, useAvifSupport } from '@clipyard/clip-ui';
import { Box, Button } from '@mui/material';
import { savedListsStrings } from './i18n';

/** The cards the other clip listings show, each with "Remove from list" under it. */
export function ListClipGrid({ clips, listName, onRemove }: { clips: Clip[]; listName: string; onRemove: (clip: Clip) => void }) {
  const { t } = useStrings(savedListsStrings);
  const avif = useAvifSupport();
  return (
    <Box
      component="ul"
      aria-label={t('savedLists.clipsLabel', { name: listName })}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}
    >
      {clips.map((clip, index) => (
        <Box component="li" key={clip.internalClipId} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <ClipCard clip={clip} avifSupported={avif} aboveTheFold={index < 4} />
          <Button
            size="small"
            color="inherit"
            variant="outlined"
            onClick={() => onRemove(clip)}
            aria-label={t('savedLists.removeLabel', { title: clip.clipTitle })}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('savedLists.remove')}
          </Button>
        </Box>
      ))}
    </Box>
  );
}
