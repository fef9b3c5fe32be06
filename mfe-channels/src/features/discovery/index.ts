export { RecommendationsPage } from './RecommendationsPage';
export { TippingPage } from './TippingPage';
export { RecommendationRail } from './RecommendationRail';
