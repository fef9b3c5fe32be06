import { useStrings, type ReportStatus } from '@clipyard/shared';
import { Tab, Tabs } from '@mui/material';
import { adminReportsStrings } from './i18n';
import { QUEUE_STATES } from './report-state';

export const stateTabId = (state: ReportStatus) => `report-state-tab-${state}`;
export const STATE_PANEL_ID = 'report-state-panel';

/**
 * Open, In review, Resolved, Dismissed: one tab list (arrow keys move between the tabs), scrollable so the four fit
 * a phone. The panel it controls is the page's list of groups (STATE_PANEL_ID).
 */
export function ReportStateTabs({ value, onChange }: { value: ReportStatus; onChange: (state: ReportStatus) => void }) {
  const { t } = useStrings(adminReportsStrings);
  return (
    <Tabs value={value} onChange={(_event, state: ReportStatus) => onChange(state)} aria-label={t('reports.stateLabel')} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
      {QUEUE_STATES.map((state) => (
        <Tab key={state} value={state} label={t(`reports.states.${state}`)} id={stateTabId(state)} aria-controls={STATE_PANEL_ID} />
      ))}
    </Tabs>
  );
}
