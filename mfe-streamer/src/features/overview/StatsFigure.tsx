import { Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** Out of sight but read by screen readers (the usual clip pattern). */
const visuallyHidden = { border: 0, clip: 'rect(0 0 0 0)', height: '1px', margin: '-1px', overflow: 'hidden', padding: 0, position: 'absolute', whiteSpace: 'nowrap', width: '1px' } as const;

export interface StatsTable {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
}

/**
 * One chart as a figure: a heading, a one-sentence summary, the drawing (MUI X Charts, keyboard-navigable), and the
 * same numbers as a table, shown on request and always there for screen readers.
 */
export function StatsFigure({ id, title, summary, table, showTable, children }: { id: string; title: string; summary: string; table: StatsTable; showTable: boolean; children: ReactNode }) {
  return (
    <Paper component="figure" variant="outlined" aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`} sx={{ m: 0, p: 2, minWidth: 0 }} data-testid={`figure-${id}`}>
      <Typography id={`${id}-title`} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography id={`${id}-summary`} variant="body2" color="text.secondary" component="figcaption">
        {summary}
      </Typography>
      <Box sx={{ height: 260, mt: 1 }}>
        {children}
      </Box>
      <Box sx={showTable ? { maxHeight: 320, overflow: 'auto', mt: 1 } : visuallyHidden}>
        <Table size="small">
          <caption>{table.caption}</caption>
          <TableHead>
            <TableRow>
              {table.columns.map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.rows.map((row, i) => (
              <TableRow key={i}>
                {row.map((cell, j) => (
                  <TableCell key={j} align={typeof cell === 'number' ? 'right' : 'left'}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}
