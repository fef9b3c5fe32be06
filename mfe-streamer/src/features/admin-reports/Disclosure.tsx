import { Box, Button, SvgIcon, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';

/**
 * A heading whose button shows or hides what follows (the WAI-ARIA disclosure pattern, as an accordion heading keeps
 * the card's heading order: h2 the group, h3 its parts). The content mounts only when open, so a closed disclosure
 * loads nothing.
 */
export function Disclosure({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography component="h3" variant="body2" sx={{ m: 0 }}>
        {/* A chevron that turns: it reads as something that opens, not as a caption (QA of issue 22). */}
        <Button
          size="small"
          variant="outlined"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          endIcon={
            <SvgIcon aria-hidden sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}>
              <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />
            </SvgIcon>
          }
        >
          {label}
        </Button>
      </Typography>
      {open ? (
        <Box id={panelId} sx={{ mt: 0.5 }}>
          {children}
        </Box>
      ) : null}
    </Box>
  );
}
