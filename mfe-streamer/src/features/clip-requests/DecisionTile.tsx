import { useStrings, type ClipRequest } from '@clipyard/shared';
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { clipRequestsStrings } from './i18n';
import type { Decision } from './use-decisions';

/**
 * A decided request, in the place of its card: what was decided, and Undo while the decision is still held (ADR
 * 0121). It sits where the streamer just clicked, so it covers nothing and needs no toast; the next request's
 * buttons stay where they were.
 */
export function DecisionTile({ request, decision, onUndo }: { request: ClipRequest; decision: Decision; onUndo: () => void }) {
  const { t } = useStrings(clipRequestsStrings);
  const tile = useRef<HTMLDivElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const undoable = decision.state === 'undoable';
  const title = request.clipTitle;

  // Focus follows the decision: to Undo when the card's button that was pressed goes away, and to the tile itself
  // when Undo goes away under the focus (else it would fall back to the top of the page).
  useEffect(() => {
    if (undoable) undoButton.current?.focus();
    else if (!document.activeElement || document.activeElement === document.body) tile.current?.focus();
  }, [undoable]);

  const headingId = `decided-${request.requestId}`;
  return (
    <Card
      ref={tile}
      component="article"
      variant="outlined"
      tabIndex={-1}
      data-testid="clip-request-decided"
      data-state={decision.state}
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'center', bgcolor: 'action.hover' }}
    >
      <CardContent>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.35, overflowWrap: 'anywhere' }}>
          {t(decision.isApproved ? 'requests.decidedApproved' : 'requests.decidedRejected', { title })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(undoable ? 'requests.undoHint' : decision.state === 'saving' ? 'requests.saving' : 'requests.saved')}
        </Typography>
      </CardContent>
      {undoable ? (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button ref={undoButton} variant="outlined" onClick={onUndo} aria-label={t('requests.undoLabel', { title })}>
            {t('requests.undo')}
          </Button>
        </CardActions>
      ) : null}
    </Card>
  );
}
