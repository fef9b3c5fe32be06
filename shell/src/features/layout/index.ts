export { Layout } from './Layout';
export { MenuPage } from './MenuPage';
