import { Box } from '@mui/material';

/** `text` with the first case-insensitive occurrence of `query` marked, readable in every theme. */
export function Highlight({ text, query }: { text: string; query: string }) {
  const q = query.trim().toLowerCase();
  const at = q ? text.toLowerCase().indexOf(q) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      {/* The text on the mark is the mark's own contrast colour: inheriting a dark theme's light text failed contrast. */}
      <Box component="mark" sx={{ bgcolor: 'warning.light', color: (theme) => theme.palette.getContrastText(theme.palette.warning.light), borderRadius: 0.5, px: 0.25 }}>
        {text.slice(at, at + q.length)}
      </Box>
      {text.slice(at + q.length)}
    </>
  );
}
