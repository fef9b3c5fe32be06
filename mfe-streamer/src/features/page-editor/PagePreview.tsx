import { channelPath, useStrings } from '@clipyard/shared';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { followDaysOf, type PageForm } from './page-form';
import { pageEditorStrings } from './i18n';

/** Who may submit, as the channel page will say it (days not yet valid read as "followers"). */
function WhoLine({ form }: { form: PageForm }) {
  const { t } = useStrings(pageEditorStrings);
  const days = followDaysOf(form.followDays);
  const line =
    form.submitWho === 'anyone'
      ? t('pageEditor.previewWho.anyone')
      : form.submitWho === 'followers' || days === null
        ? t('pageEditor.previewWho.followers')
        : t('pageEditor.previewWho.followersFor', { count: days });
  return (
    <Typography variant="body2" color="text.secondary" data-testid="preview-submit-who">
      {line}
    </Typography>
  );
}

/** The channel page's header as visitors will see it, drawn from the unsaved form. */
export function PagePreview({ form, channelLogin }: { form: PageForm; channelLogin: string }) {
  const { t } = useStrings(pageEditorStrings);
  return (
    <Paper component="aside" variant="outlined" aria-label={t('pageEditor.previewLabel')} sx={{ p: 2, position: { md: 'sticky' }, top: { md: 16 } }}>
      <Typography variant="overline" component="h2" color="text.secondary">
        {t('pageEditor.preview')}
      </Typography>
      <Typography variant="h5" component="p" sx={{ overflowWrap: 'anywhere', fontWeight: 500 }} data-testid="preview-name">
        {form.displayName.trim() || channelLogin}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {channelLogin}
      </Typography>
      <Typography sx={{ mt: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} color={form.description ? 'text.primary' : 'text.secondary'}>
        {form.description || t('pageEditor.previewEmpty')}
      </Typography>
      {form.links.some((l) => l.label.trim()) ? (
        <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          {form.links
            .filter((l) => l.label.trim())
            .map((link, i) => (
              <Typography key={i} component="span" color="primary" sx={{ textDecoration: 'underline' }}>
                {link.label}
              </Typography>
            ))}
        </Stack>
      ) : null}
      {form.tipLinks.length > 0 ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }} data-testid="preview-tips">
          {form.tipLinks.map((tip, i) => (
            <Box key={i} component="span" sx={{ border: 1, borderColor: 'primary.main', color: 'primary.main', borderRadius: 1, px: 1, py: 0.25, fontSize: 13 }}>
              {t(`pageEditor.platforms.${tip.platform}`)}
            </Box>
          ))}
        </Stack>
      ) : null}
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        {t(`pageEditor.policies.${form.requestPolicy}`)}
      </Typography>
      {form.requestPolicy === 'closed' ? null : <WhoLine form={form} />}
      <Button component={RouterLink} to={channelPath(channelLogin)} size="small" sx={{ mt: 1.5 }}>
        {t('pageEditor.openPage')}
      </Button>
    </Paper>
  );
}
