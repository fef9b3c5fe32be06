import { Box, Typography } from '@mui/material';
import { SPLIT_TOP_SHARE, backgroundFor, type Region } from './framing';

/**
 * What the vertical version will look like, drawn from the clip's picture: the crop window filling 9:16, or the
 * facecam over the gameplay, with the handle where the server draws it.
 */
export function VerticalPreview({ pictureUrl, parts, handle, label }: { pictureUrl: string | null; parts: Region[]; handle: string; label: string }) {
  const heights = parts.length === 1 ? ['100%'] : [`${SPLIT_TOP_SHARE * 100}%`, `${(1 - SPLIT_TOP_SHARE) * 100}%`];
  return (
    <Box role="img" aria-label={label} data-testid="vertical-preview" sx={{ position: 'relative', width: '100%', aspectRatio: '9 / 16', bgcolor: '#000', borderRadius: 1, overflow: 'hidden' }}>
      {parts.map((region, index) => (
        <Box key={index} sx={{ backgroundRepeat: 'no-repeat' }} style={{ height: heights[index], backgroundImage: pictureUrl ? `url("${pictureUrl}")` : undefined, ...backgroundFor(region) }} />
      ))}
      {/* Where the server draws it: centred, its box's bottom 240 of 1920 px above the bottom. */}
      <Typography
        component="span"
        sx={{ position: 'absolute', left: '50%', bottom: `${(240 / 1920) * 100}%`, transform: 'translateX(-50%)', px: 0.75, py: 0.25, bgcolor: 'rgba(0, 0, 0, 0.6)', color: '#fff', fontSize: 12, whiteSpace: 'nowrap' }}
      >
        @{handle}
      </Typography>
    </Box>
  );
}
