import { BottomSheet, callApi, getSession, notifyOutcome, requireSignIn, shareLink, useSession, type BottomSheetItem } from '@clipyard/shared';
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
  const items: BottomSheetItem[] = [
    {
      key: 'share',
      label: t('menu.share'),
      onSelect: () => shareLink(channelUrl, { title: t('menu.share'), copied: t('menu.linkCopied') }),
    },
    {
      key: 'report',
      label: t('menu.report'),
      onSelect: () =>
        requireSignIn(
          isSignedIn,
          { title: t('menu.report'), message: t('menu.signInToReport'), loginLabel: t('menu.login'), onLogin: () => navigate('/account/login') },
          async () => {
            const ok = await callApi('client/report/reportChannel', { channelLogin });
            notifyOutcome(Boolean(ok), { success: t('menu.reportThanks'), failure: t('menu.reportFailed') });
          },
        ),
    },
    {
      key: 'block',
      label: t('menu.block'),
      destructive: true,
      onSelect: async () => {
        const result = await getSession().toggleChannelBlock(channelLogin, true);
        notifyOutcome(result.ok, { success: t('menu.channelBlocked'), failure: t('menu.blockFailed') });
      },
    },
  ];
  return <BottomSheet open={open} onClose={onClose} title={channelLogin} items={items} cancelLabel={t('menu.cancel')} />;
}

export default ChannelMenu;
