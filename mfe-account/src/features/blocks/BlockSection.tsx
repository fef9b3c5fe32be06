import { Box, Button, Link as MuiLink, List, ListItem, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';

export type RowStatus = 'blocked' | 'unblocked';

export interface BlockRow {
  name: string;
  status: RowStatus;
  busy: boolean;
}

export interface BlockSectionProps {
  id: string;
  heading: string;
  emptyText: string;
  rows: BlockRow[];
  /** Channels link to their page; users have no page of their own. */
  hrefOf?: (name: string) => string;
  labels: {
    unblock: string;
    unblockNamed: (name: string) => string;
    unblocked: (name: string) => string;
    undo: string;
    undoNamed: (name: string) => string;
  };
  onUnblock: (name: string) => void;
  onUndo: (name: string) => void;
}

/** One list of the blocks page (users or channels): each row unblocks; an unblocked row stays with its undo. */
export function BlockSection({ id, heading, emptyText, rows, hrefOf, labels, onUnblock, onUndo }: BlockSectionProps) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {heading}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <List disablePadding aria-labelledby={id}>
          {rows.map((row) => (
            <ListItem key={row.name} divider disableGutters data-testid={`${id}-row`}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ width: '100%', alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
                {row.status === 'blocked' ? (
                  <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
                    {hrefOf ? (
                      <MuiLink component={Link} to={hrefOf(row.name)}>
                        {row.name}
                      </MuiLink>
                    ) : (
                      row.name
                    )}
                  </Typography>
                ) : (
                  <Typography component="span" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {labels.unblocked(row.name)}
                  </Typography>
                )}
                {row.status === 'blocked' ? (
                  <Button variant="outlined" size="small" disabled={row.busy} onClick={() => onUnblock(row.name)} aria-label={labels.unblockNamed(row.name)}>
                    {labels.unblock}
                  </Button>
                ) : (
                  <Button size="small" disabled={row.busy} onClick={() => onUndo(row.name)} aria-label={labels.undoNamed(row.name)}>
                    {labels.undo}
                  </Button>
                )}
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
