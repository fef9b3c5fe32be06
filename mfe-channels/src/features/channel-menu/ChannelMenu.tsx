import { BottomSheet, callApi, getSession, shareReportBlockItems, useSession } from '@clipyard/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { registerNamespace } from '../../i18n';

registerNamespace();

export interface ChannelMenuProps {
  open: boolean;
  onClose: () => void;
  channelLogin: string;
}

/** The channel menu of SPEC section 2 (exposed as `mfe_channels/ChannelMenu`): Share, Report, Block, Cancel. */
export function ChannelMenu({ open, onClose, channelLogin }: ChannelMenuProps) {
  const { t } = useTranslation('channels');
  const navigate = useNavigate();
  const isSignedIn = useSession((s) => s.flags.isSignedIn);
  const channelUrl = `${location.origin}/${channelLogin}`;
  const items = shareReportBlockItems({
    label: (key) => t(`menu.${key}`),
    blockLabel: t('menu.block'),
    shareUrl: channelUrl,
    isSignedIn,
    onLogin: () => navigate('/account/login'),
    report: () => callApi('client/report/reportChannel', { channelLogin }),
    blockChannel: () => getSession().toggleChannelBlock(channelLogin, true),
  });
  return <BottomSheet open={open} onClose={onClose} title={channelLogin} items={items} cancelLabel={t('menu.cancel')} />;
}

export default ChannelMenu;
