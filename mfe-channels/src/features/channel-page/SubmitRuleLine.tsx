import { useStrings, type ChannelProfile } from '@clipyard/shared';
import { Button, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { channelPageStrings } from './i18n';

/**
 * Who may submit clips to this channel (issue 23 item 4), as its streamer set it in the page editor, and the way to
 * do it. The upload page belongs to mfe-streamer: a plain address (no remote imports another), naming this channel.
 */
export function SubmitRuleLine({ profile }: { profile: ChannelProfile }) {
  const { t } = useStrings(channelPageStrings);
  if (profile.requestPolicy === 'closed') {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="submit-rule">
        {t('channelPage.submissions.closed')}
      </Typography>
    );
  }
  // A server older than shared 1.8.0 says no rule: it took clips from anyone signed in.
  const rule = profile.submitRule ?? { audience: 'anyone', minFollowDays: 0 };
  const who =
    rule.audience === 'anyone'
      ? t('channelPage.submissions.anyone')
      : rule.minFollowDays === 0
        ? t('channelPage.submissions.followers')
        : t('channelPage.submissions.followersFor', { count: rule.minFollowDays });
  // Only a claimed channel has somebody to review clips; an unclaimed one publishes them (submitClip).
  const reviewed = profile.isClaimed && profile.requestPolicy === 'approval';
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 1.5 }} sx={{ mt: 1.5, alignItems: { sm: 'center' } }}>
      <Typography variant="body2" color="text.secondary" data-testid="submit-rule">
        {who}
        {reviewed ? ` ${t('channelPage.submissions.reviewed')}` : ''}
      </Typography>
      <Button component={Link} to={`/upload?channel=${encodeURIComponent(profile.channelLogin)}`} size="small" sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}>
        {t('channelPage.submissions.submit')}
      </Button>
    </Stack>
  );
}
