import { Box } from '@mui/material';
import { useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { backgroundFor, type Region } from './framing';

/** A box over the frame: where it is, what it is called, and where a drag moves its centre (x) or corner (x, y). */
export interface StageBox {
  id: string;
  region: Region;
  label: string;
  onMove: (to: { x: number; y: number }) => void;
  /** Moves by its centre (a window that only slides sideways) or by its top-left corner. */
  anchor: 'center' | 'corner';
}

/**
 * The clip's frame with the framing's boxes drawn over it, the parts left out dimmed. A pointer drags a box (the
 * sliders beside the stage do the same by keyboard, so the boxes themselves are not focusable).
 */
export function FramingStage({ pictureUrl, aspect, boxes, label }: { pictureUrl: string | null; aspect: number; boxes: StageBox[]; label: string }) {
  const stage = useRef<HTMLDivElement>(null);
  const drag = useRef<{ box: StageBox; dx: number; dy: number } | null>(null);

  const pointAt = (event: ReactPointerEvent) => {
    const rect = stage.current!.getBoundingClientRect();
    return { x: (event.clientX - rect.left) / rect.width, y: (event.clientY - rect.top) / rect.height };
  };
  const start = (box: StageBox) => (event: ReactPointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = pointAt(event);
    const origin = box.anchor === 'center' ? { x: box.region.x + box.region.width / 2, y: box.region.y } : box.region;
    drag.current = { box, dx: point.x - origin.x, dy: point.y - origin.y };
  };
  const move = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const point = pointAt(event);
    drag.current.box.onMove({ x: point.x - drag.current.dx, y: point.y - drag.current.dy });
  };
  const end = () => {
    drag.current = null;
  };

  return (
    <Box
      ref={stage}
      role="img"
      aria-label={label}
      sx={{ position: 'relative', width: '100%', aspectRatio: String(aspect), bgcolor: '#000', borderRadius: 1, overflow: 'hidden', touchAction: 'none', userSelect: 'none' }}
    >
      {pictureUrl ? <Box component="img" src={pictureUrl} alt="" draggable={false} sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', opacity: 0.45 }} /> : null}
      {boxes.map((box) => (
        <Box
          key={box.id}
          data-testid={`stage-${box.id}`}
          title={box.label}
          onPointerDown={start(box)}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
          sx={{ position: 'absolute', cursor: 'grab', outline: '3px solid', outlineColor: box.id === 'facecam' ? 'secondary.main' : 'primary.main', outlineOffset: '-3px' }}
          // Inline, not sx: these change on every pointer move, and each sx value would be a new emotion class.
          style={{
            left: `${box.region.x * 100}%`,
            top: `${box.region.y * 100}%`,
            width: `${box.region.width * 100}%`,
            height: `${box.region.height * 100}%`,
            // The part kept, shown at full brightness over the dimmed frame.
            backgroundImage: pictureUrl ? `url("${pictureUrl}")` : undefined,
            ...backgroundFor(box.region),
          }}
        />
      ))}
    </Box>
  );
}
