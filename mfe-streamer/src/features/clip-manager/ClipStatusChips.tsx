import { useStrings, type Clip } from '@clipyard/shared';
import { Chip, Stack } from '@mui/material';
import { STATUS_VARIANT } from './clip-display';
import { clipManagerStrings } from './i18n';

/**
 * A clip's encode status, and beside it "Unlisted" or "Hidden" when a moderator made it so (issue 22 item 2): the
 * clip page says why and offers the appeal.
 */
export function ClipStatusChips({ clip }: { clip: Clip }) {
  const { t } = useStrings(clipManagerStrings);
  return (
    <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', maxWidth: '100%' }}>
      <Chip size="small" variant={STATUS_VARIANT[clip.status]} label={t(`clips.statuses.${clip.status}`)} sx={{ maxWidth: '100%' }} />
      {clip.visibility && clip.visibility !== 'public' ? (
        <Chip size="small" color="warning" variant="outlined" label={t(`clips.visibility.${clip.visibility}`)} data-testid="clip-visibility" sx={{ maxWidth: '100%' }} />
      ) : null}
    </Stack>
  );
}
