export { RecommendationsPage } from './RecommendationsPage';
export { TippingPage } from './TippingPage';
