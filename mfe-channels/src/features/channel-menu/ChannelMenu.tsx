import { BottomSheet, callApi, confirmDialog, getSession, shareReportBlockItems, useSession, useStrings } from '@clipyard/shared';
import { useNavigate } from 'react-router';
import { channelMenuStrings } from './i18n';

export interface ChannelMenuProps {
  open: boolean;
  onClose: () => void;
  channelLogin: string;
}

/** The channel menu of SPEC section 2 (exposed as `mfe_channels/ChannelMenu`): Share, Report, Block, Cancel. */
export function ChannelMenu({ open, onClose, channelLogin }: ChannelMenuProps) {
  const { t } = useStrings(channelMenuStrings);
  const navigate = useNavigate();
  const isSignedIn = useSession((s) => s.flags.isSignedIn);
  const channelUrl = `${location.origin}/${channelLogin}`;
  const items = shareReportBlockItems({
    label: (key) => t(`menu.${key}`),
    blockLabel: t('menu.block'),
    shareUrl: channelUrl,
    isSignedIn,
    onLogin: () => navigate('/account/login'),
    report: (reason) => callApi('client/report/reportChannel', { channelLogin, reason }),
    blockChannel: () => getSession().toggleChannelBlock(channelLogin, true),
    confirmBlock: () => confirmDialog({ title: t('menu.blockTitle', { channel: channelLogin }), message: t('menu.blockMessage'), okLabel: t('menu.block') }),
  });
  return <BottomSheet open={open} onClose={onClose} title={channelLogin} items={items} cancelLabel={t('menu.cancel')} />;
}

export default ChannelMenu;
