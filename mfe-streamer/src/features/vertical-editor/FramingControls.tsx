import { useStrings, type VerticalFraming } from '@clipyard/shared';
import { Box, Slider, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { FACECAM_MAX_WIDTH, FACECAM_MIN_WIDTH, facecamRegion, withLayout } from './framing';
import { verticalStrings } from './i18n';

const percent = (value: number) => `${Math.round(value * 100)} %`;

/** One labelled slider over a fraction (0..1 unless told): the keyboard way to place what the stage drags. */
function FractionSlider({ id, label, value, min = 0, max = 1, disabled, onChange }: { id: string; label: string; value: number; min?: number; max?: number; disabled: boolean; onChange: (value: number) => void }) {
  return (
    <Box>
      <Typography id={`${id}-label`} variant="body2">
        {label}
      </Typography>
      <Slider
        aria-labelledby={`${id}-label`}
        value={value}
        min={min}
        max={max}
        step={0.01}
        disabled={disabled}
        valueLabelDisplay="auto"
        valueLabelFormat={percent}
        getAriaValueText={percent}
        // Steps of 0.01 add up to 0.6000000000000001: the server gets the value the label shows.
        onChange={(_event, next) => onChange(Math.round((next as number) * 1000) / 1000)}
      />
    </Box>
  );
}

/** The layout switch and the sliders of the framing (what the stage's boxes do by pointer). */
export function FramingControls({ framing, aspect, disabled, onChange }: { framing: VerticalFraming; aspect: number; disabled: boolean; onChange: (framing: VerticalFraming) => void }) {
  const { t } = useStrings(verticalStrings);
  return (
    <Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={framing.layout}
        disabled={disabled}
        aria-label={t('vertical.layout')}
        onChange={(_event, layout: VerticalFraming['layout'] | null) => layout && onChange(withLayout(framing, layout, aspect))}
        sx={{ mb: 1.5, flexWrap: 'wrap' }}
      >
        <ToggleButton value="crop">{t('vertical.layoutCrop')}</ToggleButton>
        <ToggleButton value="split">{t('vertical.layoutSplit')}</ToggleButton>
      </ToggleButtonGroup>
      {framing.layout === 'crop' ? (
        <FractionSlider id="vertical-position" label={t('vertical.position')} value={framing.centerX} disabled={disabled} onChange={(centerX) => onChange({ layout: 'crop', centerX })} />
      ) : (
        <>
          <FractionSlider id="vertical-gameplay" label={t('vertical.gameplayPosition')} value={framing.centerX} disabled={disabled} onChange={(centerX) => onChange({ ...framing, centerX })} />
          <FractionSlider
            id="vertical-facecam-left"
            label={t('vertical.facecamLeft')}
            value={framing.facecam.x}
            max={1 - framing.facecam.width}
            disabled={disabled}
            onChange={(x) => onChange({ ...framing, facecam: facecamRegion(aspect, { x, y: framing.facecam.y }, framing.facecam.width) })}
          />
          <FractionSlider
            id="vertical-facecam-top"
            label={t('vertical.facecamTop')}
            value={framing.facecam.y}
            max={Math.max(0, 1 - framing.facecam.height)}
            disabled={disabled}
            onChange={(y) => onChange({ ...framing, facecam: facecamRegion(aspect, { x: framing.facecam.x, y }, framing.facecam.width) })}
          />
          <FractionSlider
            id="vertical-facecam-size"
            label={t('vertical.facecamSize')}
            value={framing.facecam.width}
            min={FACECAM_MIN_WIDTH}
            max={FACECAM_MAX_WIDTH}
            disabled={disabled}
            onChange={(width) => onChange({ ...framing, facecam: facecamRegion(aspect, framing.facecam, width) })}
          />
        </>
      )}
    </Box>
  );
}
