import { useStrings } from '@clipyard/shared';
import { Box, Button, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { PLAYBACK_RATES } from './player-shortcuts';
import { clipPageStrings } from './i18n';
import { useFingerOnly } from './use-finger-only';

/** Speed, loop, theater mode and the shortcuts cheat sheet, under the player. */
export function PlayerToolbar({
  rate,
  onRate,
  loop,
  onLoop,
  theater,
  onTheater,
  onHelp,
}: {
  rate: number;
  onRate: (rate: number) => void;
  loop: boolean;
  onLoop: (loop: boolean) => void;
  theater: boolean;
  onTheater: (theater: boolean) => void;
  onHelp: () => void;
}) {
  const { t } = useStrings(clipPageStrings);
  // The cheat sheet lists keys: no button for it where the only pointer is a finger (a phone). A keyboard, wherever
  // there is one, still opens it with ?.
  const fingerOnly = useFingerOnly();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', px: { xs: 2, md: 0 }, pt: 1 }}>
      {/* A native select: the phone's own picker, and no menu or popover to build with the page (issue 13). */}
      <TextField
        select
        size="small"
        label={t('clipPage.player.speed')}
        value={rate}
        onChange={(event) => onRate(Number(event.target.value))}
        sx={{ minWidth: 110 }}
        slotProps={{ select: { native: true } }}
        data-testid="speed-select"
      >
        {PLAYBACK_RATES.map((value) => (
          <option key={value} value={value}>
            {value === 1 ? t('clipPage.player.normalSpeed') : t('clipPage.player.speedValue', { rate: value })}
          </option>
        ))}
      </TextField>
      <FormControlLabel control={<Switch checked={loop} onChange={(event) => onLoop(event.target.checked)} />} label={t('clipPage.player.loop')} />
      <Button variant={theater ? 'contained' : 'text'} aria-pressed={theater} onClick={() => onTheater(!theater)} sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
        {t('clipPage.player.theater')}
      </Button>
      {fingerOnly ? null : (
        <Button onClick={onHelp} aria-haspopup="dialog" aria-keyshortcuts="?">
          {t('clipPage.player.shortcuts')}
        </Button>
      )}
    </Stack>
  );
}

/** What the last key did, briefly over the video (the speed too, when it is not normal). */
export function PlayerFlash({ flash, rate }: { flash: { text: string; id: number } | null; rate: number }) {
  const { t } = useStrings(clipPageStrings);
  return (
    <>
      {flash ? (
        <Box
          key={flash.id}
          role="status"
          data-testid="player-flash"
          sx={{ position: 'absolute', top: '12%', left: '50%', transform: 'translateX(-50%)', bgcolor: 'rgba(0,0,0,0.75)', color: '#fff', px: 2, py: 1, borderRadius: 1, pointerEvents: 'none', fontWeight: 600 }}
        >
          {flash.text}
        </Box>
      ) : null}
      {rate !== 1 ? (
        <Box data-testid="speed-badge" sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'rgba(0,0,0,0.75)', color: '#fff', px: 1, borderRadius: 1, fontSize: 14, pointerEvents: 'none' }}>
          {t('clipPage.player.speedValue', { rate })}
        </Box>
      ) : null}
    </>
  );
}
