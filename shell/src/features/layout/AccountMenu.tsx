import { Avatar, Badge, Box, Divider, IconButton, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { authActions, profileImageUrl, useSession, useStrings } from '@clipyard/shared';
import { shellStrings } from '../../i18n/setup';
import { usePendingRequestCount } from '../notifications';
import { useId, useState } from 'react';
import { Link } from 'react-router';

/**
 * The header's account button: the person's picture (or initial) and name, opening a small menu: profile,
 * connections, the studio when a streamer, the moderation queue when an admin, and sign out (issue 9).
 */
export function AccountMenu() {
  const { t } = useStrings(shellStrings);
  const profile = useSession((s) => s.userProfile);
  const isStreamer = useSession((s) => s.flags.isStreamer);
  const isAdmin = useSession((s) => s.flags.isAdmin);
  // Clip requests waiting for this streamer (ADR 0118): a dot on the button, the count on the studio link.
  const pending = usePendingRequestCount();
  const showPending = isStreamer && pending > 0;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  // 'UNKNOWN' is an unfinished registration: no name to show yet.
  const name = profile?.username && profile.username !== 'UNKNOWN' ? profile.username : '';
  const picture = profileImageUrl(profile);
  const close = () => setAnchor(null);
  const baseLabel = name ? t('appBar.accountMenuOf', { name }) : t('appBar.accountMenu');
  const pendingSuffix = t('appBar.pendingRequestsSuffix', { number: pending });
  const label = showPending ? `${baseLabel}${pendingSuffix}` : baseLabel;

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="profile-button"
        sx={{ borderRadius: 6, px: 0.75 }}
      >
        <Badge color="error" variant="dot" overlap="circular" invisible={!showPending} data-testid="header-pending-dot">
          <Avatar src={picture ?? undefined} alt="" sx={{ width: 32, height: 32, fontSize: 16 }} data-testid="header-avatar">
            {/*
              The initial is drawn, not written: as text it would be part of the button's visible label ("D demo_streamer")
              and no longer contained in its accessible name ("Account of demo_streamer": WCAG 2.5.3, axe
              label-content-name-mismatch).
            */}
            {name ? <Box component="span" aria-hidden="true" data-initial={name.slice(0, 1).toUpperCase()} sx={{ '&::before': { content: 'attr(data-initial)' } }} /> : undefined}
          </Avatar>
        </Badge>
        <Typography component="span" variant="body2" sx={{ ml: 1, display: { xs: 'none', sm: 'inline' } }}>
          {name}
        </Typography>
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <MenuItem component={Link} to="/account/userProfile" onClick={close}>
          <ListItemText primary={t('nav.profile')} />
        </MenuItem>
        <MenuItem component={Link} to="/connections" onClick={close}>
          <ListItemText primary={t('nav.connections')} />
        </MenuItem>
        {/* Where blocks are listed and undone (issue 19 item 3). */}
        <MenuItem component={Link} to="/account/blocks" onClick={close}>
          <ListItemText primary={t('nav.blocks')} />
        </MenuItem>
        {/* The clips this person submitted and the streamers' decisions (issue 19 item 9, ADR 0124). */}
        <MenuItem component={Link} to="/account/submissions" onClick={close}>
          <ListItemText primary={t('nav.submissions')} />
        </MenuItem>
        {/* The clips this person saved, in their private lists (issue 23 item 5, ADR 0149). */}
        <MenuItem component={Link} to="/account/lists" onClick={close}>
          <ListItemText primary={t('nav.savedLists')} />
        </MenuItem>
        {/* What this person reported, where each report stands, and their thread with the moderators (issue 22 item 1). */}
        <MenuItem component={Link} to="/account/reports" onClick={close}>
          <ListItemText primary={t('nav.reports')} />
        </MenuItem>
        {isStreamer ? (
          // With requests waiting, the studio link opens the queue: what needs the streamer now.
          <MenuItem component={Link} to={showPending ? '/streamer/requests' : '/overview'} onClick={close} data-testid="studio-link">
            <ListItemText
              primary={
                <>
                  {t('appBar.studio')}
                  {/* Read with the link's name ("Studio (clip requests waiting: 2)"); the drawn number is hidden from screen readers. */}
                  {showPending ? <Box component="span" sx={visuallyHidden}>{pendingSuffix}</Box> : null}
                </>
              }
            />
            {showPending ? <PendingBadge count={pending} /> : null}
          </MenuItem>
        ) : null}
        {isAdmin ? (
          <MenuItem component={Link} to="/admin/reports" onClick={close}>
            <ListItemText primary={t('appBar.reports')} />
          </MenuItem>
        ) : null}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void authActions.signOut();
          }}
          data-testid="header-sign-out"
        >
          <ListItemText primary={t('nav.signOut')} />
        </MenuItem>
      </Menu>
    </>
  );
}

/** Hidden from sight, read by screen readers (the usual clip pattern). */
const visuallyHidden = { border: 0, clip: 'rect(0 0 0 0)', height: '1px', margin: '-1px', overflow: 'hidden', padding: 0, position: 'absolute', whiteSpace: 'nowrap', width: '1px' } as const;

/** The studio link's count, drawn only: its words are in the link's name. */
function PendingBadge({ count }: { count: number }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      data-testid="studio-pending-badge"
      sx={{
        ml: 2,
        minWidth: 20,
        height: 20,
        px: 0.75,
        borderRadius: 10,
        bgcolor: 'error.main',
        color: 'error.contrastText',
        fontSize: 12,
        fontWeight: 700,
        lineHeight: '20px',
        textAlign: 'center',
      }}
    >
      {count > 99 ? '99+' : count}
    </Box>
  );
}
