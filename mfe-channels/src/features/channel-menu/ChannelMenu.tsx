import { BottomSheet, callApi, type BottomSheetItem, channelPath, confirmDialog, getSession, shareLink, shareReportBlockItems, useSession, useStrings } from '@clipyard/shared';
import { ShareSheet, shareNatively } from '@clipyard/clip-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { channelMenuStrings } from './i18n';

export interface ChannelMenuProps {
  open: boolean;
  onClose: () => void;
  channelLogin: string;
  /** The channel's name as its page shows it: the title a share carries (the login when not given). */
  displayName?: string;
}

/**
 * The channel menu of SPEC section 2 (exposed as `mfe_channels/ChannelMenu`): Share, Report, Block, Cancel. Share
 * opens the system share sheet, or ours (Copy link and the usual sites).
 */
export function ChannelMenu({ open, onClose, channelLogin, displayName }: ChannelMenuProps) {
  const { t } = useStrings(channelMenuStrings);
  const navigate = useNavigate();
  const isSignedIn = useSession((s) => s.flags.isSignedIn);
  const channelUrl = `${location.origin}${channelPath(channelLogin)}`;
  const shareTitle = displayName || channelLogin;
  const [sheetOpen, setSheetOpen] = useState(false);
  // Share Channel: the system share sheet where there is one (a phone); our sheet otherwise, or when it refused. Called
  // straight from the click (a share sheet needs the user's gesture). Closing the system sheet is not an error.
  const startShare = async () => {
    if ((await shareNatively({ title: shareTitle, url: channelUrl })) === 'unavailable') setSheetOpen(true);
  };
  const items: BottomSheetItem[] = shareReportBlockItems({
    label: (key) => t(`menu.${key}`),
    blockLabel: t('menu.block'),
    shareUrl: channelUrl,
    isSignedIn,
    onLogin: () => navigate('/account/login'),
    report: (reason) => callApi('client/report/reportChannel', { channelLogin, reason }),
    blockChannel: () => getSession().toggleChannelBlock(channelLogin, true),
    confirmBlock: () =>
      confirmDialog({
        title: t('menu.blockTitle', { channel: channelLogin }),
        message: t('menu.blockMessage'),
        okLabel: t('menu.block'),
        // Where blocks are listed and undone (issue 19): the promise in the message, as a link.
        link: { label: t('menu.manageBlocks'), to: '/account/blocks' },
      }),
  }).map((item) => (item.key === 'share' ? { ...item, onSelect: () => void startShare() } : item));
  return (
    <>
      <BottomSheet open={open} onClose={onClose} title={channelLogin} items={items} cancelLabel={t('menu.cancel')} />
      <ShareSheet
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        heading={t('menu.share')}
        url={channelUrl}
        title={shareTitle}
        copyItems={[{ key: 'copy-link', label: t('menu.copyLink'), onSelect: () => void shareLink(channelUrl, { title: t('menu.share'), copied: t('menu.linkCopied') }) }]}
        cancelLabel={t('menu.cancel')}
      />
    </>
  );
}

export default ChannelMenu;
