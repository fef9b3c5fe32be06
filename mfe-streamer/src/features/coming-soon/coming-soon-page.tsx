import { comingSoonPage as sharedComingSoonPage } from '@clipyard/shared';
import { namespace } from '../../i18n';

/** A designed, localized page for a route of this remote whose screen is not built yet. */
export const comingSoonPage = (routeKey: string) => sharedComingSoonPage(namespace, routeKey);
