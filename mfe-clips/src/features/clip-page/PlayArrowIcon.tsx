import { SvgIcon, type SvgIconProps } from '@mui/material';

/** Material's play arrow, as an inline path (the shared icons have no bare arrow; @mui/icons-material is not used). */
export function PlayArrowIcon(props: SvgIconProps) {
  return (
    <SvgIcon aria-hidden {...props}>
      <path d="M8 5v14l11-7z" />
    </SvgIcon>
  );
}
