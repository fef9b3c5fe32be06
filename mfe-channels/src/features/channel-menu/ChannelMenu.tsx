import { BottomSheet, callApi, confirmDialog, getSession, notify, showDialog, useSession, type BottomSheetItem } from '@clipyard/shared';
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
      onSelect: async () => {
        try {
          await navigator.clipboard.writeText(channelUrl);
          notify({ type: 'positive', message: t('menu.linkCopied') });
        } catch {
          await showDialog({ title: t('menu.share'), message: channelUrl });
        }
      },
    },
    {
      key: 'report',
      label: t('menu.report'),
      onSelect: async () => {
        if (!isSignedIn) {
          if (await confirmDialog({ title: t('menu.report'), message: t('menu.signInToReport'), okLabel: t('menu.login') })) navigate('/account/login');
          return;
        }
        const ok = await callApi('client/report/reportChannel', { channelLogin });
        notify(ok ? { type: 'positive', message: t('menu.reportThanks') } : { type: 'negative', message: t('menu.reportFailed') });
      },
    },
    {
      key: 'block',
      label: t('menu.block'),
      destructive: true,
      onSelect: async () => {
        const result = await getSession().toggleChannelBlock(channelLogin, true);
        notify(result.ok ? { type: 'positive', message: t('menu.channelBlocked') } : { type: 'negative', message: t('menu.blockFailed') });
      },
    },
  ];
  return <BottomSheet open={open} onClose={onClose} title={channelLogin} items={items} cancelLabel={t('menu.cancel')} />;
}

export default ChannelMenu;
