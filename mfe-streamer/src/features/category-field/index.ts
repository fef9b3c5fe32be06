export { CategoryField } from './CategoryField';
