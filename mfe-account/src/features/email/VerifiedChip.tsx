import { Chip } from '@mui/material';

/**
 * Whether the email address is verified (the email and profile pages). Not verified is outlined in the warning
 * colour with the body text colour: white on the light theme's warning orange is 3:1, below WCAG AA (found by the
 * account screens' axe check in e2e).
 */
export function VerifiedChip({ verified, verifiedLabel, notVerifiedLabel }: { verified: boolean; verifiedLabel: string; notVerifiedLabel: string }) {
  return verified ? (
    <Chip size="small" color="success" label={verifiedLabel} />
  ) : (
    <Chip size="small" color="warning" variant="outlined" label={notVerifiedLabel} sx={{ color: 'text.primary' }} />
  );
}
