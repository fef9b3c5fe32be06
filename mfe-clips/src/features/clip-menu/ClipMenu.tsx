import {
  BottomSheet,
  callApi,
  clipVerticalKey,
  clipVideoKey,
  confirmDialog,
  getRuntimeConfig,
  getSession,
  mediaUrl,
  notify,
  promptDialog,
  shareLink,
  shareReportBlockItems,
  signedInWhenKnown,
  showDialog,
  useSession,
  validateClipTitle,
  type BottomSheetItem,
  type Clip,
  useStrings,
} from '@clipyard/shared';
import { ShareSheet, shareNatively } from '@clipyard/clip-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { clipPageUrl, embedCode } from './embed-code';
import { clipMenuStrings } from './i18n';
import { SaveToListDialog } from './SaveToListDialog';

export interface ClipMenuProps {
  open: boolean;
  onClose: () => void;
  internalClipId: string;
  channelLogin: string;
  clipTitle?: string;
  /** Called after a successful rename or delete so the page can update. */
  onRenamed?: (clipTitle: string) => void;
  onDeleted?: () => void;
  /** The player's clock (the clip page): Share then offers a link that starts at this moment. */
  currentTime?: () => number;
  /** The clip's visibility now (public when not given): a moderator is offered only the changes from it. */
  visibility?: ClipVisibility;
  /**
   * A moderator's Unlist clip, Hide clip and Make public again (issue 22 item 2), offered to admins only when given:
   * called with the visibility chosen; the caller confirms it and sends it.
   */
  onSetVisibility?: (visibility: ClipVisibility) => void;
  /** The clip has a vertical (9:16) version (issue 23 item 3): Download Vertical Version is offered beside Download Clip. */
  verticalVersion?: boolean;
}

/** What a moderator can make a clip (the contract's visibility, public included). */
type ClipVisibility = NonNullable<Clip['moderation']>['visibility'];

/** The moderator's items, in this order, each with its label key. */
const VISIBILITY_ITEMS = [
  { visibility: 'unlisted', label: 'menu.unlistClip' },
  { visibility: 'hidden', label: 'menu.hideClip' },
  { visibility: 'public', label: 'menu.makePublic' },
] as const;

/** m:ss of a moment, for the "start at" share item. */
function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The clip menu of SPEC section 2 (exposed as `mfe_clips/ClipMenu`): Share Clip, Report Clip,
 * Block Channel, Save (the viewer's lists, ADR 0149), Download Clip; Edit Title and Delete Clip only for the clip's own streamer; for an admin, the
 * visibility changes (Unlist clip, Hide clip, Make public again) that change something; Cancel.
 */
export function ClipMenu({ open, onClose, internalClipId, channelLogin, clipTitle, onRenamed, onDeleted, currentTime, visibility = 'public', onSetVisibility, verticalVersion = false }: ClipMenuProps) {
  const { t } = useStrings(clipMenuStrings);
  const navigate = useNavigate();
  const isSignedIn = useSession((s) => s.flags.isSignedIn);
  const profile = useSession((s) => s.userProfile);
  const isAdmin = useSession((s) => s.flags.isAdmin);
  // SPEC section 5: only a streamer whose channel matches the clip's channel renames or deletes.
  const isOwnStreamer = Boolean(profile?.isStreamer && profile.streamerChannelLogin === channelLogin);
  const clipUrl = clipPageUrl(location.origin, channelLogin, internalClipId);
  const [share, setShare] = useState<{ at: number } | null>(null);
  const [saving, setSaving] = useState(false);
  const shareTitle = clipTitle ?? internalClipId;
  // Share Clip: the system share sheet where there is one (a phone); our sheet otherwise, or when it refused. Called
  // straight from the click (a share sheet needs the user's gesture). Closing the system sheet is not an error.
  const startShare = async () => {
    const at = currentTime?.() ?? 0;
    if ((await shareNatively({ title: shareTitle, url: clipUrl })) === 'unavailable') setShare({ at });
  };

  // The media host answers ?download=1 with Content-Disposition: attachment and a "{channel} - {title}" name (a
  // download attribute alone is ignored across origins).
  const saveFile = (key: string) => {
    const link = document.createElement('a');
    link.href = `${mediaUrl(getRuntimeConfig().mediaBaseUrl, key)}?download=1`;
    link.download = '';
    link.rel = 'noopener';
    link.click();
  };

  const items: BottomSheetItem[] = [
    ...shareReportBlockItems({
      label: (key) => t(`menu.${key}`),
      blockLabel: t('menu.blockChannel'),
      shareUrl: clipUrl,
      isSignedIn,
      onLogin: () => navigate('/account/login'),
      report: (reason) => callApi('client/report/reportClip', { internalClipId, reason }),
      blockChannel: () => getSession().toggleChannelBlock(channelLogin, true),
      confirmBlock: () =>
        confirmDialog({
          title: t('menu.blockChannelTitle', { channel: channelLogin }),
          message: t('menu.blockChannelMessage'),
          okLabel: t('menu.blockChannel'),
          // Where blocks are listed and undone (issue 19): the promise in the message, as a link.
          link: { label: t('menu.manageBlocks'), to: '/account/blocks' },
        }),
    }).map((item) =>
      // Share opens a share sheet: the system's, else ours (the link, the link at the current moment, the embed code, sites).
      item.key === 'share' ? { ...item, onSelect: () => void startShare() } : item,
    ),
    {
      // The viewer's saved lists (issue 23 item 5): signed in only, asked for the way Report asks.
      key: 'save',
      label: t('menu.saveClip'),
      onSelect: async () => {
        if (await signedInWhenKnown()) return setSaving(true);
        if (await confirmDialog({ title: t('menu.saveClip'), message: t('menu.signInToSave'), okLabel: t('menu.login') })) void navigate('/account/login');
      },
    },
    {
      key: 'download',
      label: t('menu.download'),
      onSelect: () => {
        saveFile(clipVideoKey(channelLogin, internalClipId, 'source'));
      },
    },
    {
      key: 'downloadVertical',
      label: t('menu.downloadVertical'),
      hidden: !verticalVersion,
      onSelect: () => saveFile(clipVerticalKey(channelLogin, internalClipId)),
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
    ...VISIBILITY_ITEMS.map((item) => ({
      key: `visibility-${item.visibility}`,
      label: t(item.label),
      hidden: !isAdmin || !onSetVisibility || item.visibility === visibility,
      onSelect: () => onSetVisibility?.(item.visibility),
    })),
  ];
  const copied = { title: t('menu.share'), copied: t('menu.linkCopied') };
  const shareItems: BottomSheetItem[] = [
    { key: 'copy-link', label: t('menu.copyLink'), onSelect: () => void shareLink(clipUrl, copied) },
    {
      key: 'copy-link-at',
      label: t('menu.copyLinkAt', { time: clock(share?.at ?? 0) }),
      hidden: !share || share.at < 1,
      onSelect: () => void shareLink(clipPageUrl(location.origin, channelLogin, internalClipId, share?.at), copied),
    },
    {
      key: 'copy-embed',
      label: t('menu.copyEmbed'),
      onSelect: () => void shareLink(embedCode(location.origin, channelLogin, internalClipId, clipTitle ?? internalClipId), { title: t('menu.copyEmbed'), copied: t('menu.embedCopied') }),
    },
  ];
  return (
    <>
      <BottomSheet open={open} onClose={onClose} title={clipTitle} items={items} cancelLabel={t('menu.cancel')} />
      <SaveToListDialog open={saving} onClose={() => setSaving(false)} internalClipId={internalClipId} clipTitle={clipTitle} />
      <ShareSheet
        open={share !== null}
        onClose={() => setShare(null)}
        heading={t('menu.share')}
        url={clipUrl}
        title={shareTitle}
        copyItems={shareItems}
        cancelLabel={t('menu.cancel')}
      />
    </>
  );
}

export default ClipMenu;
