import { CHANNEL_READING_MAX, callApiResult, errorMessage, notify, useStrings, type ApiErrorCode, type Clip, type TipLink } from '@clipyard/shared';
import { ErrorState, LoadingState } from '@clipyard/clip-ui';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  IconButton,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { StudioGate, studioStrings } from '../studio';
import { pageEditorStrings } from './i18n';
import { PagePreview } from './PagePreview';
import { DESCRIPTION_MAX, DISPLAY_NAME_MAX, MAX_FEATURED, MAX_LINKS, checkForm, formOf, moved, submitRuleOf, tipPlatformList, type PageForm } from './page-form';
import { SubmitWhoField } from './SubmitWhoField';
import { useDragOrder } from './use-drag-order';
import { useLeaveGuard } from './use-leave-guard';

const draftKey = (channelLogin: string) => `clipyard-page-draft-${channelLogin}`;

function readDraft(channelLogin: string, saved: PageForm): PageForm | null {
  try {
    const raw = sessionStorage.getItem(draftKey(channelLogin));
    // A draft kept by an older version of this screen may lack newer fields (the reading, who may submit): they
    // start as saved.
    return raw ? { ...saved, ...(JSON.parse(raw) as Partial<PageForm>) } : null;
  } catch {
    return null;
  }
}

/** `/streamer/pageEditor`: the streamer's channel page, edited beside a live preview. */
export function PageEditorPage() {
  const { t } = useStrings(pageEditorStrings, studioStrings);
  return <StudioGate screen={t('pageEditor.heading')}>{(channelLogin) => <PageEditor channelLogin={channelLogin} />}</StudioGate>;
}

type LoadState = { status: 'loading' } | { status: 'error'; errorCode: ApiErrorCode } | { status: 'ready'; saved: PageForm; clips: Clip[] };

function PageEditor({ channelLogin }: { channelLogin: string }) {
  const { t } = useStrings(pageEditorStrings, studioStrings);
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [form, setForm] = useState<PageForm | null>(null);
  const [restored, setRestored] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<ApiErrorCode | null>(null);

  const reload = useCallback(async () => {
    setLoad({ status: 'loading' });
    const [profile, clips] = await Promise.all([
      callApiResult('client/channel/getChannelProfile', { channelLogin }),
      callApiResult('client/clipManage/getChannelClips', {}),
    ]);
    if (!profile.ok) return setLoad({ status: 'error', errorCode: profile.errorCode });
    const saved = formOf(profile.data.channelProfile);
    const draft = readDraft(channelLogin, saved);
    setLoad({ status: 'ready', saved, clips: clips.ok ? clips.data.clipList.filter((clip) => clip.status === 'ready') : [] });
    setForm(draft ?? saved);
    setRestored(draft !== null && JSON.stringify(draft) !== JSON.stringify(saved));
  }, [channelLogin]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const dirty = load.status === 'ready' && form !== null && JSON.stringify(form) !== JSON.stringify(load.saved);
  // Unsaved changes live on this device until saved or discarded, so an accidental navigation loses nothing.
  useEffect(() => {
    if (load.status !== 'ready' || !form) return;
    if (dirty) sessionStorage.setItem(draftKey(channelLogin), JSON.stringify(form));
    else sessionStorage.removeItem(draftKey(channelLogin));
  }, [channelLogin, dirty, form, load.status]);
  const leaveTexts = useMemo(() => ({ title: t('pageEditor.leaveTitle'), message: t('pageEditor.leaveMessage'), okLabel: t('pageEditor.leave') }), [t]);
  useLeaveGuard(dirty, leaveTexts);
  const tipDrag = useDragOrder((from, to) => {
    if (!form) return;
    setForm({ ...form, tipLinks: moved(form.tipLinks, from, to) });
    setServerError(null);
  });

  if (load.status === 'loading' || (load.status === 'ready' && !form)) return <LoadingState label={t('pageEditor.loading')} />;
  if (load.status === 'error') return <ErrorState message={t('pageEditor.failed')} retryLabel={t('studio.retry')} onRetry={() => void reload()} />;
  const current = form as PageForm;
  const problems = checkForm(current);
  const problem = (key: string) => (showProblems && problems[key] ? t(problems[key]) : undefined);
  const update = (change: Partial<PageForm>) => {
    setForm({ ...current, ...change });
    setServerError(null);
  };
  const setTip = (i: number, change: Partial<TipLink>) => update({ tipLinks: current.tipLinks.map((tip, j) => (j === i ? { ...tip, ...change } : tip)) });
  const setLink = (i: number, change: Partial<PageForm['links'][number]>) => update({ links: current.links.map((l, j) => (j === i ? { ...l, ...change } : l)) });

  const save = async () => {
    setShowProblems(true);
    if (Object.keys(problems).length > 0) return notify({ type: 'negative', message: t('pageEditor.fixErrors') });
    setSaving(true);
    const result = await callApiResult('client/channel/setChannelProfile', {
      channelLogin,
      displayName: current.displayName.trim(),
      reading: current.reading.trim(),
      description: current.description,
      links: current.links.map((l) => ({ label: l.label.trim(), url: l.url.trim() })),
      tipLinks: current.tipLinks.map((tip) => ({ platform: tip.platform, url: tip.url.trim() })),
      requestPolicy: current.requestPolicy,
      submitRule: submitRuleOf(current),
      featuredClipIds: current.featuredClipIds,
    });
    setSaving(false);
    if (!result.ok) return setServerError(result.errorCode);
    const saved = formOf(result.data.channelProfile);
    sessionStorage.removeItem(draftKey(channelLogin));
    setLoad({ ...load, saved });
    setForm(saved);
    setRestored(false);
    setShowProblems(false);
    notify({ type: 'positive', message: t('pageEditor.saved') });
  };

  const toggleFeatured = (id: string) =>
    update({ featuredClipIds: current.featuredClipIds.includes(id) ? current.featuredClipIds.filter((x) => x !== id) : [...current.featuredClipIds, id] });

  return (
    <Box component="section" aria-labelledby="page-editor-heading" sx={{ px: { xs: 2, md: 3 }, py: 3, maxWidth: 1200, mx: 'auto' }}>
      <Typography id="page-editor-heading" variant="h5" component="h1">
        {t('pageEditor.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('pageEditor.intro', { channel: channelLogin })}
      </Typography>
      {restored ? (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" onClick={() => (setForm(load.saved), setRestored(false))}>
              {t('pageEditor.discard')}
            </Button>
          }
        >
          {t('pageEditor.restored')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Stack component="form" spacing={3} noValidate onSubmit={(e) => (e.preventDefault(), void save())}>
          <TextField
            label={t('pageEditor.displayName')}
            value={current.displayName}
            onChange={(e) => update({ displayName: e.target.value })}
            slotProps={{ htmlInput: { maxLength: DISPLAY_NAME_MAX } }}
            error={!!problem('displayName')}
            helperText={problem('displayName')}
            required
          />
          <TextField
            label={t('pageEditor.reading')}
            value={current.reading}
            onChange={(e) => update({ reading: e.target.value })}
            slotProps={{ htmlInput: { maxLength: CHANNEL_READING_MAX, lang: 'ja' } }}
            error={!!problem('reading')}
            helperText={problem('reading') ?? t('pageEditor.readingHelp')}
          />
          <TextField
            label={t('pageEditor.description')}
            value={current.description}
            onChange={(e) => update({ description: e.target.value })}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
            helperText={t('pageEditor.descriptionHelp', { count: current.description.length })}
          />

          <FormControl component="fieldset">
            <FormLabel component="legend">{t('pageEditor.links')}</FormLabel>
            <FormHelperText sx={{ mx: 0, mb: 1 }}>{t('pageEditor.linksHelp')}</FormHelperText>
            <Stack spacing={1.5}>
              {current.links.map((link, i) => (
                <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
                  <TextField size="small" label={t('pageEditor.linkLabel')} value={link.label} onChange={(e) => setLink(i, { label: e.target.value })} slotProps={{ htmlInput: { maxLength: 40 } }} error={!!problem(`links.${i}.label`)} helperText={problem(`links.${i}.label`)} />
                  <TextField size="small" label={t('pageEditor.linkUrl')} value={link.url} onChange={(e) => setLink(i, { url: e.target.value })} sx={{ flexGrow: 1 }} error={!!problem(`links.${i}.url`)} helperText={problem(`links.${i}.url`)} />
                  <Button onClick={() => update({ links: current.links.filter((_, j) => j !== i) })} aria-label={t('pageEditor.removeLink', { n: i + 1 })}>
                    ✕
                  </Button>
                </Stack>
              ))}
              <Box>
                <Button disabled={current.links.length >= MAX_LINKS} onClick={() => update({ links: [...current.links, { label: '', url: '' }] })}>
                  {t('pageEditor.addLink')}
                </Button>
              </Box>
            </Stack>
          </FormControl>

          <FormControl component="fieldset">
            <FormLabel component="legend">{t('pageEditor.tipLinks')}</FormLabel>
            <FormHelperText sx={{ mx: 0 }}>{t('pageEditor.tipLinksHelp')}</FormHelperText>
            {current.tipLinks.length > 1 ? <FormHelperText sx={{ mx: 0, mb: 1 }}>{t('pageEditor.tipOrderHelp')}</FormHelperText> : null}
            <Stack spacing={1.5} component="ol" sx={{ p: 0, m: 0, mt: 1, listStyle: 'none' }}>
              {current.tipLinks.map((tip, i) => (
                <Stack
                  component="li"
                  key={i}
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{
                    alignItems: { sm: 'flex-start' },
                    opacity: tipDrag.dragging === i ? 0.5 : 1,
                    // Where the dragged link will land.
                    outline: tipDrag.over === i && tipDrag.dragging !== i ? '2px dashed' : 'none',
                    outlineColor: 'primary.main',
                    outlineOffset: 4,
                    borderRadius: 1,
                  }}
                  data-testid="tip-link-row"
                  {...tipDrag.rowProps(i)}
                >
                  {current.tipLinks.length > 1 ? (
                    // The keyboard and touch path is the move buttons below, so the handle stays out of the tab order.
                    <Box
                      {...tipDrag.handleProps(i)}
                      aria-hidden="true"
                      title={t('pageEditor.dragHandle')}
                      data-testid="tip-drag-handle"
                      sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', height: 40, px: 0.5, cursor: 'grab', color: 'text.secondary', userSelect: 'none' }}
                    >
                      ⠿
                    </Box>
                  ) : null}
                  <TextField select size="small" label={t('pageEditor.tipPlatform')} value={tip.platform} onChange={(e) => setTip(i, { platform: e.target.value as TipLink['platform'] })} sx={{ minWidth: 170 }}>
                    {tipPlatformList.map((platform) => (
                      <MenuItem key={platform} value={platform}>
                        {t(`pageEditor.platforms.${platform}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    size="small"
                    type="url"
                    label={t('pageEditor.tipUrl')}
                    placeholder="https://"
                    value={tip.url}
                    onChange={(e) => setTip(i, { url: e.target.value })}
                    sx={{ flexGrow: 1 }}
                    error={!!problem(`tipLinks.${i}.url`)}
                    helperText={problem(`tipLinks.${i}.url`)}
                  />
                  <Stack direction="row">
                    <IconButton disabled={i === 0} onClick={() => update({ tipLinks: moved(current.tipLinks, i, i - 1) })} aria-label={t('pageEditor.moveUp', { n: i + 1 })}>
                      ↑
                    </IconButton>
                    <IconButton disabled={i === current.tipLinks.length - 1} onClick={() => update({ tipLinks: moved(current.tipLinks, i, i + 1) })} aria-label={t('pageEditor.moveDown', { n: i + 1 })}>
                      ↓
                    </IconButton>
                    <IconButton onClick={() => update({ tipLinks: current.tipLinks.filter((_, j) => j !== i) })} aria-label={t('pageEditor.removeTipLink', { n: i + 1 })}>
                      ✕
                    </IconButton>
                  </Stack>
                </Stack>
              ))}
            </Stack>
            <Box sx={{ mt: 1 }}>
              <Button disabled={current.tipLinks.length >= MAX_LINKS} onClick={() => update({ tipLinks: [...current.tipLinks, { platform: 'kofi', url: '' }] })}>
                {t('pageEditor.addTipLink')}
              </Button>
            </Box>
          </FormControl>

          <FormControl component="fieldset">
            <FormLabel component="legend">{t('pageEditor.policy')}</FormLabel>
            <RadioGroup value={current.requestPolicy} onChange={(e) => update({ requestPolicy: e.target.value as PageForm['requestPolicy'] })}>
              {(['open', 'approval', 'closed'] as const).map((policy) => (
                <FormControlLabel key={policy} value={policy} control={<Radio />} label={t(`pageEditor.policies.${policy}`)} />
              ))}
            </RadioGroup>
          </FormControl>

          <SubmitWhoField form={current} onChange={update} error={problem('followDays')} />

          <FormControl component="fieldset">
            <FormLabel component="legend">{t('pageEditor.featured')}</FormLabel>
            <FormHelperText sx={{ mx: 0 }}>{load.clips.length === 0 ? t('pageEditor.featuredNone') : current.featuredClipIds.length >= MAX_FEATURED ? t('pageEditor.featuredFull') : t('pageEditor.featuredHelp')}</FormHelperText>
            <FormGroup>
              {load.clips.map((clip) => {
                const checked = current.featuredClipIds.includes(clip.internalClipId);
                return (
                  <FormControlLabel
                    key={clip.internalClipId}
                    control={<Checkbox checked={checked} disabled={!checked && current.featuredClipIds.length >= MAX_FEATURED} onChange={() => toggleFeatured(clip.internalClipId)} />}
                    label={clip.clipTitle}
                  />
                );
              })}
            </FormGroup>
          </FormControl>

          {serverError ? <Alert severity="error">{errorMessage(t, serverError)}</Alert> : null}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button type="submit" variant="contained" disabled={saving || !dirty}>
              {saving ? t('pageEditor.saving') : t('pageEditor.save')}
            </Button>
            {dirty ? (
              <>
                <Typography variant="body2" color="text.secondary">
                  {t('pageEditor.unsaved')}
                </Typography>
                <Button onClick={() => setForm(load.saved)}>{t('pageEditor.discard')}</Button>
              </>
            ) : null}
          </Stack>
        </Stack>
        <PagePreview form={current} channelLogin={channelLogin} />
      </Box>
    </Box>
  );
}
