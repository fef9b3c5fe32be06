import { FRONTPAGE_PERIODS, FRONTPAGE_SORTS, useStrings, type FrontpagePeriod, type FrontpageSort } from '@clipyard/shared';
import { FormControl, InputLabel, MenuItem, Select, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useId } from 'react';
import { frontpageStrings } from './i18n';

export function parseSort(value: string | null): FrontpageSort {
  return (FRONTPAGE_SORTS as readonly string[]).includes(value ?? '') ? (value as FrontpageSort) : 'trending';
}
export function parsePeriod(value: string | null): FrontpagePeriod {
  return (FRONTPAGE_PERIODS as readonly string[]).includes(value ?? '') ? (value as FrontpagePeriod) : '7d';
}

/**
 * The listing's sort (trending, top, new) and period (24 h to all time): the frontpage's, and a category page's, which
 * lists by the same rules (ADR 0150). The page keeps both in its address.
 */
export function SortPeriodControls({ sort, period, onChange }: { sort: FrontpageSort; period: FrontpagePeriod; onChange: (key: 'sort' | 'period', value: string) => void }) {
  const { t } = useStrings(frontpageStrings);
  const labelId = useId();
  return (
    <>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={sort}
        aria-label={t('frontpage.sortLabel')}
        onChange={(_event, value: string | null) => value && onChange('sort', value)}
      >
        {FRONTPAGE_SORTS.map((option) => (
          <ToggleButton key={option} value={option}>
            {t(`frontpage.sort.${option}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FormControl size="small" sx={{ minWidth: { xs: 140, sm: 160 } }}>
        <InputLabel id={labelId}>{t('frontpage.periodLabel')}</InputLabel>
        <Select
          labelId={labelId}
          label={t('frontpage.periodLabel')}
          value={period}
          onChange={(event) => onChange('period', String(event.target.value))}
          inputProps={{ 'data-testid': 'period-select' }}
        >
          {FRONTPAGE_PERIODS.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`frontpage.period.${option}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </>
  );
}
