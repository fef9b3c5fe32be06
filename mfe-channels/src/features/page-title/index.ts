export { pageTitle, usePageTitle } from './use-page-title';
