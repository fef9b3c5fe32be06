export { FrontpagePage } from './FrontpagePage';
export { SortPeriodControls, parsePeriod, parseSort } from './SortPeriodControls';
