export { TakedownPage } from './TakedownPage';
