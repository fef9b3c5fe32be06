import { channelPath, authActions, callApiResult, errorMessage, getSession, notify, profileImageUrl, useStrings, useSession } from '@clipyard/shared';
import { LoadingState, NoticeCard } from '@clipyard/clip-ui';
import { Avatar, Box, Button, Divider, List, ListItem, ListItemButton, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { VerifiedChip } from '../email';
import { profileStrings } from './i18n';

/** The server's limit (contract PROFILE_IMAGE_MAX_BYTES, 2 MiB decoded). */
const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'];

/** Checked in the browser before sending (the server checks again): a picture type and at most 2 MiB. */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): 'notAnImage' | 'tooLarge' | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'notAnImage';
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

function toBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** `/account/userProfile`: username, email and its state, streamer channel, profile picture, account links, sign out. */
export function UserProfilePage() {
  const { t } = useStrings(profileStrings);
  const loaded = useSession((s) => s.loaded);
  const isSignedIn = useSession((s) => s.flags.isSignedIn);
  const profile = useSession((s) => s.userProfile);
  const authUser = useSession((s) => s.authUser);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  if (!loaded || (isSignedIn && !profile)) return <LoadingState label={t('profilePage.loading')} />;
  if (!isSignedIn || !profile) return <NoticeCard title={t('profilePage.signedOutTitle')} body={t('profilePage.signedOutBody')} to="/account/login" action={t('profilePage.login')} />;

  const savedImage = profileImageUrl(profile);
  const verified = profile.hasVerifiedEmail || Boolean(authUser?.emailVerified);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = checkImageFile(chosen);
    setError(problem ? t(`profilePage.${problem}`) : null);
    if (problem) return;
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };
  const clear = () => {
    setFile(null);
    setPreview(null);
    if (input.current) input.current.value = '';
  };
  const save = async () => {
    if (!file) return;
    setBusy(true);
    const result = await callApiResult('client/profile/uploadProfileImage', { imageBase64: await toBase64(file) });
    setBusy(false);
    if (!result.ok) {
      setError(result.errorCode === 'IMAGE_INVALID' ? t('profilePage.notAnImage') : result.errorCode === 'IMAGE_TOO_LARGE' ? t('profilePage.tooLarge') : errorMessage(t, result.errorCode));
      return;
    }
    clear();
    await getSession().refreshProfile();
    notify({ type: 'positive', message: t('profilePage.saved') });
  };
  const remove = async () => {
    setBusy(true);
    const result = await callApiResult('client/profile/removeProfileImage', {});
    setBusy(false);
    if (!result.ok) return notify({ type: 'negative', message: `${t('profilePage.failed')}: ${errorMessage(t, result.errorCode)}` });
    await getSession().refreshProfile();
    notify({ type: 'positive', message: t('profilePage.removed') });
  };

  return (
    <Box component="section" aria-labelledby="profile-heading" sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, width: '100%', maxWidth: 640 }}>
        <Typography id="profile-heading" variant="h5" component="h1" gutterBottom>
          {t('profilePage.heading')}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, mb: 3, '& dd': { m: 0 } }}>
          <Typography component="dt" color="text.secondary">{t('profilePage.username')}</Typography>
          <Typography component="dd" data-testid="profile-username">{profile.username}</Typography>
          <Typography component="dt" color="text.secondary">{t('profilePage.email')}</Typography>
          <Box component="dd">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography>{authUser?.email ?? ''}</Typography>
              <VerifiedChip verified={verified} verifiedLabel={t('profilePage.verified')} notVerifiedLabel={t('profilePage.notVerified')} />
            </Stack>
          </Box>
          <Typography component="dt" color="text.secondary">{t('profilePage.channel')}</Typography>
          <Box component="dd">
            {profile.isStreamer && profile.streamerChannelLogin ? (
              <Link to={channelPath(profile.streamerChannelLogin)}>{profile.streamerChannelLogin}</Link>
            ) : (
              <Typography>{t('profilePage.noChannel')}</Typography>
            )}
          </Box>
        </Box>

        <Typography variant="h6" component="h2" gutterBottom>
          {t('profilePage.picture')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
          {preview ? (
            <Avatar src={preview} alt={t('profilePage.preview')} sx={{ width: 96, height: 96 }} />
          ) : savedImage ? (
            <Avatar src={savedImage} alt={t('profilePage.current')} sx={{ width: 96, height: 96 }} data-testid="saved-avatar" />
          ) : (
            <Avatar sx={{ width: 96, height: 96 }} aria-hidden>
              {profile.username.slice(0, 1).toUpperCase()}
            </Avatar>
          )}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" component="label" disabled={busy}>
              {t('profilePage.choose')}
              <input ref={input} hidden type="file" accept={IMAGE_TYPES.join(',')} onChange={(e) => choose(e.target.files?.[0])} data-testid="profile-image-input" />
            </Button>
            {file ? (
              <>
                <Button variant="contained" onClick={() => void save()} disabled={busy}>{t('profilePage.save')}</Button>
                <Button onClick={clear} disabled={busy}>{t('profilePage.cancel')}</Button>
              </>
            ) : profile.hasProfilePicture ? (
              <Button color="error" onClick={() => void remove()} disabled={busy}>{t('profilePage.remove')}</Button>
            ) : null}
          </Stack>
        </Stack>
        <Typography variant="body2" color="text.secondary">{t('profilePage.pictureHelp')}</Typography>
        {error ? <Typography role="alert" color="error" sx={{ mt: 1 }}>{error}</Typography> : null}

        <Divider sx={{ my: 3 }} />
        <Typography variant="h6" component="h2">{t('profilePage.links')}</Typography>
        <List>
          {([['/account/email', 'emailLink'], ['/connections', 'connectionsLink'], ['/account/blocks', 'blocksLink'], ['/about/userData', 'userDataLink'], ['/account/deleteAccount', 'deleteLink']] as const).map(([to, key]) => (
            <ListItem key={to} disablePadding>
              <ListItemButton component={Link} to={to}>
                <ListItemText primary={t(`profilePage.${key}`)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Button variant="outlined" onClick={() => void authActions.signOut()}>{t('profilePage.signOut')}</Button>
      </Paper>
    </Box>
  );
}
