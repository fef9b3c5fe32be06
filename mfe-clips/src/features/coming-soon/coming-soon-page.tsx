import { ComingSoon } from '@clipyard/shared';
import { useTranslation } from 'react-i18next';

/**
 * A designed, localized page for a route of this remote whose screen is not built yet: title,
 * one sentence on what it will do, a link home.
 */
export function comingSoonPage(routeKey: string) {
  function Page() {
    const { t } = useTranslation('clips');
    return (
      <ComingSoon
        badge={t('common.comingSoon')}
        title={t(`routes.${routeKey}.title`)}
        description={t(`routes.${routeKey}.description`)}
        homeLabel={t('common.home')}
      />
    );
  }
  Page.displayName = `ComingSoon(${routeKey})`;
  return Page;
}
