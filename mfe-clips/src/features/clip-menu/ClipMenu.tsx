import {
  BottomSheet,
  callApi,
  clipVideoKey,
  confirmDialog,
  getRuntimeConfig,
  getSession,
  mediaUrl,
  notify,
  promptDialog,
  shareReportBlockItems,
  showDialog,
  useSession,
  validateClipTitle,
  type BottomSheetItem,
} from '@clipyard/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { registerNamespace } from '../../i18n';

registerNamespace();

export interface ClipMenuProps {
  open: boolean;
  onClose: () => void;
  internalClipId: string;
  channelLogin: string;
  clipTitle?: string;
  /** Called after a successful rename or delete so the page can update. */
  onRenamed?: (clipTitle: string) => void;
  onDeleted?: () => void;
}

/**
 * The clip menu of SPEC section 2 (exposed as `mfe_clips/ClipMenu`): Share Clip, Report Clip,
 * Block Channel, Download Clip; Edit Title and Delete Clip only for the clip's own streamer; Cancel.
 */
export function ClipMenu({ open, onClose, internalClipId, channelLogin, clipTitle, onRenamed, onDeleted }: ClipMenuProps) {
  const { t } = useTranslation('clips');
  const navigate = useNavigate();
  const isSignedIn = useSession((s) => s.flags.isSignedIn);
  const profile = useSession((s) => s.userProfile);
  // SPEC section 5: only a streamer whose channel matches the clip's channel renames or deletes.
  const isOwnStreamer = Boolean(profile?.isStreamer && profile.streamerChannelLogin === channelLogin);
  const clipUrl = `${location.origin}/${channelLogin}/clip/${internalClipId}`;

  const items: BottomSheetItem[] = [
    ...shareReportBlockItems({
      label: (key) => t(`menu.${key}`),
      blockLabel: t('menu.blockChannel'),
      shareUrl: clipUrl,
      isSignedIn,
      onLogin: () => navigate('/account/login'),
      report: () => callApi('client/report/reportClip', { internalClipId }),
      blockChannel: () => getSession().toggleChannelBlock(channelLogin, true),
    }),
    {
      key: 'download',
      label: t('menu.download'),
      onSelect: () => {
        const link = document.createElement('a');
        link.href = mediaUrl(getRuntimeConfig().mediaBaseUrl, clipVideoKey(channelLogin, internalClipId, 'source'));
        link.download = `${internalClipId}.mp4`;
        link.click();
      },
    },
    {
      key: 'rename',
      label: t('menu.editTitle'),
      hidden: !isOwnStreamer,
      onSelect: async () => {
        const value = await promptDialog({
          title: t('menu.editTitle'),
          message: t('menu.editTitleMessage'),
          initialValue: clipTitle ?? '',
          validate: (v) => {
            const code = validateClipTitle(v);
            return code === null ? null : code === 'TITLE_TOO_SHORT' ? t('menu.titleTooShort') : t('menu.titleTooLong');
          },
        });
        if (value === null) return;
        const ok = await callApi('client/clipManage/renameClip', { internalClipId, clipTitle: value.trim() });
        if (ok) {
          notify({ type: 'positive', message: t('menu.renamed') });
          onRenamed?.(ok.clipTitle);
        } else await showDialog({ title: t('menu.editTitle'), message: t('menu.renameFailed') });
      },
    },
    {
      key: 'delete',
      label: t('menu.delete'),
      hidden: !isOwnStreamer,
      destructive: true,
      onSelect: async () => {
        if (!(await confirmDialog({ title: t('menu.delete'), message: t('menu.deleteConfirm'), okLabel: t('menu.delete') }))) return;
        const ok = await callApi('client/clipManage/deleteClip', { internalClipId });
        if (ok) onDeleted?.();
        else await showDialog({ title: t('menu.delete'), message: t('menu.deleteFailed') });
      },
    },
  ];
  return <BottomSheet open={open} onClose={onClose} title={clipTitle} items={items} cancelLabel={t('menu.cancel')} />;
}

export default ClipMenu;
