import { Alert, Box, Button, CircularProgress, Divider, FormControlLabel, List, ListItemButton, ListItemText, Popover, Switch, Typography } from '@mui/material';
import { channelPath, clipPath, callApiResult, getSession, useSession, useStrings, type NotificationItem, type NotificationKind } from '@clipyard/shared';
import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { notificationStrings } from './i18n';
import { NotificationKindIcon } from './NotificationKindIcon';
import { pushState, turnPushOff, turnPushOn, type PushState } from './push-subscription';
import { setUnreadCount, useUnreadCount } from './unread-count';

type Key = `kind.${NotificationKind}` | 'kind.clip_request_several' | 'kind.report_message_titled' | 'kind.unknown';
const KIND_KEY: Record<NotificationKind, Key> = {
  new_clip: 'kind.new_clip',
  request_approved: 'kind.request_approved',
  request_rejected: 'kind.request_rejected',
  clip_comment: 'kind.clip_comment',
  report_resolved: 'kind.report_resolved',
  clip_request: 'kind.clip_request',
  clip_removed: 'kind.clip_removed',
  comment_reply: 'kind.comment_reply',
  comment_mention: 'kind.comment_mention',
  report_message: 'kind.report_message',
  clip_unlisted: 'kind.clip_unlisted',
  clip_hidden: 'kind.clip_hidden',
  clip_restored: 'kind.clip_restored',
  appeal_denied: 'kind.appeal_denied',
  takedown_notice: 'kind.takedown_notice',
  registration_approved: 'kind.registration_approved',
  registration_rejected: 'kind.registration_rejected',
};

/** The kinds that carry a moderator's public reason (`reason`), said under their text. */
const WITH_REASON: ReadonlySet<NotificationKind> = new Set(['clip_removed', 'clip_unlisted', 'clip_hidden', 'clip_restored', 'appeal_denied', 'registration_rejected']);
/** A registration decided (ADR 0136): the account's profile (pending or not) is read again when the entry is opened. */
const REGISTRATION_DECIDED: ReadonlySet<NotificationKind> = new Set(['registration_approved', 'registration_rejected']);

type Entry = Pick<NotificationItem, 'kind' | 'channelLogin' | 'internalClipId' | 'clipGone' | 'reportId'>;

/** The clip an entry names is gone: removed by a moderator, or deleted or rejected since (issue 19 item 21). */
export function isClipGone(n: Pick<NotificationItem, 'kind' | 'clipGone'>): boolean {
  return n.kind === 'clip_removed' || n.clipGone === true;
}

/**
 * Where an entry leads (the server's push uses the same rule): clip requests to the streamer's queue; an entry whose
 * clip is gone nowhere (it says so instead of linking to a dead page); a moderator's message to the person's report
 * thread; otherwise its clip, else its channel.
 */
export function notificationPath(n: Entry): string | null {
  if (n.kind === 'clip_request') return '/streamer/requests';
  if (n.kind === 'report_message') return n.reportId ? `/account/reports?report=${encodeURIComponent(n.reportId)}` : '/account/reports';
  // A registration decided: approved, the site is theirs (the frontpage); rejected, the welcome page says why.
  if (n.kind === 'registration_approved') return '/';
  if (n.kind === 'registration_rejected') return '/account/register/welcome';
  if (isClipGone(n)) return null;
  if (n.channelLogin && n.internalClipId) return clipPath(n.channelLogin, n.internalClipId);
  return n.channelLogin ? channelPath(n.channelLogin) : null;
}

/** The translation key of an entry's text: several requests read as a count; a kind of a newer server reads generically. */
function textKey(n: NotificationItem): Key {
  if (n.kind === 'clip_request' && (n.itemCount ?? 1) > 1) return 'kind.clip_request_several';
  // Which report: a clip report names the clip (a person may have several reports answered).
  if (n.kind === 'report_message' && n.clipTitle) return 'kind.report_message_titled';
  return Object.hasOwn(KIND_KEY, n.kind) ? KIND_KEY[n.kind] : 'kind.unknown';
}

/** The newest notifications (the panel's first page) and the unread count. */
const firstPage = () => callApiResult('client/notifications/getNotifications', {});

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: NotificationItem[]; nextCursor: string | null };

/**
 * The bell's panel (lazy: ADR 0096): the newest notifications, read afresh on every open, older ones on demand,
 * mark all read, and the push toggle. Opening an entry marks it read and goes where it leads (notificationPath); an
 * entry whose clip is gone is a button that only marks it read.
 */
export default function NotificationPanel({ id, anchor, onClose }: { id: string; anchor: HTMLElement | null; onClose: () => void }) {
  const { t, i18n } = useStrings(notificationStrings);
  const headingId = useId();
  const unread = useUnreadCount();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [loadingMore, setLoadingMore] = useState(false);
  const open = anchor !== null;

  const showFirst = useCallback((answer: Awaited<ReturnType<typeof firstPage>>) => {
    if (!answer.ok) return setLoad({ status: 'error' });
    setUnreadCount(answer.data.unreadCount);
    setLoad({ status: 'ready', items: answer.data.notificationList, nextCursor: answer.data.nextCursor });
  }, []);

  // Each opening asks again; what the last opening showed stays until the answer replaces it (the panel starts in the
  // loading state), and an answer that comes after the panel closed is not applied.
  useEffect(() => {
    if (!open) return;
    let live = true;
    void firstPage().then((answer) => live && showFirst(answer));
    return () => {
      live = false;
    };
  }, [open, showFirst]);
  const retry = () => {
    setLoad({ status: 'loading' });
    void firstPage().then(showFirst);
  };

  const more = async () => {
    if (load.status !== 'ready' || !load.nextCursor) return;
    setLoadingMore(true);
    const answer = await callApiResult('client/notifications/getNotifications', { cursor: load.nextCursor });
    setLoadingMore(false);
    if (answer.ok) setLoad({ status: 'ready', items: [...load.items, ...answer.data.notificationList], nextCursor: answer.data.nextCursor });
  };

  const markAll = async () => {
    const answer = await callApiResult('client/notifications/markAllRead', {});
    if (!answer.ok) return;
    setUnreadCount(0);
    if (load.status === 'ready') setLoad({ ...load, items: load.items.map((n) => ({ ...n, isRead: true })) });
  };

  const openEntry = (entry: NotificationItem) => {
    onClose();
    if (REGISTRATION_DECIDED.has(entry.kind)) void getSession().refreshProfile();
    if (entry.isRead) return;
    void callApiResult('client/notifications/markRead', { notificationId: entry.notificationId }).then((answer) => {
      if (answer.ok) setUnreadCount(answer.data.unreadCount);
    });
    if (load.status === 'ready') setLoad({ ...load, items: load.items.map((n) => (n === entry ? { ...n, isRead: true } : n)) });
  };

  const text = (n: NotificationItem) =>
    t(textKey(n), {
      channel: n.channelName || n.channelLogin || '',
      title: n.clipTitle ?? '',
      // No name: the person deleted their account since (the server takes their name out of others' notifications).
      name: n.actorName ? t('panel.person', { name: n.actorName }) : t('panel.deletedPerson'),
      number: n.itemCount ?? 1,
    });
  // What is under the text: the moderator's public reason, that the clip is gone, whether it is unread, and when.
  const details = (n: NotificationItem) => {
    const when = new Date(n.createdAt).toLocaleString(i18n.language);
    return [
      WITH_REASON.has(n.kind) && n.reason ? t('panel.reason', { reason: n.reason }) : null,
      isClipGone(n) ? t('panel.gone') : null,
      n.isRead ? null : t('panel.unread'),
      when,
    ]
      .filter(Boolean)
      .join(' · ');
  };

  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { id, role: 'dialog', 'aria-labelledby': headingId, 'data-testid': 'notification-panel', sx: { width: 360, maxWidth: 'calc(100vw - 16px)' } } as object }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1.5, pb: 1, gap: 1 }}>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {t('panel.heading')}
        </Typography>
        <Button size="small" onClick={() => void markAll()} disabled={unread === 0}>
          {t('panel.markAllRead')}
        </Button>
      </Box>
      <Divider />
      <Box sx={{ maxHeight: 400, overflowY: 'auto' }}>
        {load.status === 'loading' ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2 }}>
            <CircularProgress size={18} aria-hidden="true" />
            <Typography variant="body2">{t('panel.loading')}</Typography>
          </Box>
        ) : load.status === 'error' ? (
          <Alert severity="error" sx={{ m: 1 }} action={<Button color="inherit" size="small" onClick={retry}>{t('panel.retry')}</Button>}>
            {t('panel.error')}
          </Alert>
        ) : load.items.length === 0 ? (
          <Typography variant="body2" sx={{ p: 2 }}>
            {t('panel.empty')}
          </Typography>
        ) : (
          <List dense aria-labelledby={headingId} data-testid="notification-list">
            {load.items.map((entry) => {
              const path = notificationPath(entry);
              return (
                <li
                  key={entry.notificationId}
                  data-testid="notification-entry"
                  data-kind={entry.kind}
                  data-read={entry.isRead ? 'true' : 'false'}
                  data-gone={isClipGone(entry) ? 'true' : 'false'}
                >
                  <ListItemButton
                    {...(path ? { component: Link, to: path } : {})}
                    onClick={() => openEntry(entry)}
                    sx={{ alignItems: 'flex-start', gap: 1.5, fontWeight: entry.isRead ? 400 : 700 }}
                  >
                    <Box sx={{ pt: 0.75, color: 'text.secondary', display: 'flex' }}>
                      <NotificationKindIcon kind={entry.kind} />
                    </Box>
                    <ListItemText
                      primary={text(entry)}
                      secondary={details(entry)}
                      slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }}
                    />
                  </ListItemButton>
                </li>
              );
            })}
          </List>
        )}
        {load.status === 'ready' && load.nextCursor ? (
          <Box sx={{ p: 1, textAlign: 'center' }}>
            <Button size="small" onClick={() => void more()} disabled={loadingMore}>
              {t('panel.more')}
            </Button>
          </Box>
        ) : null}
      </Box>
      <Divider />
      <PushToggle />
    </Popover>
  );
}

/** "Notify me on this device": Web Push through the service worker (ADR 0108). */
function PushToggle() {
  const { t } = useStrings(notificationStrings);
  const language = useSession((s) => s.language);
  const [state, setState] = useState<PushState | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void pushState().then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, []);

  const toggle = async (on: boolean) => {
    setBusy(true);
    setState(on ? await turnPushOn(language) : await turnPushOff());
    setBusy(false);
  };

  const problem = state === 'unsupported' ? 'push.unsupported' : state === 'denied' ? 'push.denied' : state === 'failed' ? 'push.failed' : null;
  return (
    <Box sx={{ px: 2, py: 1 }}>
      <FormControlLabel
        control={<Switch checked={state === 'on'} disabled={busy || state === null || state === 'unsupported' || state === 'denied'} onChange={(e) => void toggle(e.target.checked)} />}
        label={t('push.toggle')}
      />
      {problem ? (
        <Typography variant="caption" component="p" color="text.secondary">
          {t(problem)}
        </Typography>
      ) : null}
    </Box>
  );
}
