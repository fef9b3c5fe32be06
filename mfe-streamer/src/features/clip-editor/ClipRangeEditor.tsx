import { useStrings } from '@clipyard/shared';
import { Alert, Box, Button, Slider, Stack, Typography } from '@mui/material';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { clipEditorStrings } from './i18n';
import { clampRange, formatCutTime, FRAME_SECONDS, initialRange, type TrimLimits, type TrimRange } from './trim-range';

/** What the editor tells its form: the video's length and the part chosen (null until the video is read). */
export interface ClipCut {
  duration: number;
  range: TrimRange;
}

type Phase = 'reading' | 'ready' | 'unplayable';

/** Keys that type text: I and O mean nothing there. */
const typingTarget = (target: EventTarget) =>
  target instanceof HTMLElement && (target.isContentEditable || target.tagName === 'TEXTAREA' || (target.tagName === 'INPUT' && (target as HTMLInputElement).type !== 'range'));

/**
 * The clip editor (issue 23 item 1, ADR 0145): the chosen video with a two-handled timeline over it. Drag the
 * handles (arrows nudge one frame, Shift+arrows or Page Up/Down a second), or press I and O to set the start and end
 * at the moment playing; "Play the selection" plays just the part. The range stays a clip: within the video and
 * `limits` long. The server cuts it (submitClip's `trim`); here the video is only watched, never sent twice.
 */
export function ClipRangeEditor({
  src,
  limits,
  onChange,
  disabled = false,
  initial,
}: {
  src: string;
  limits: TrimLimits;
  onChange: (cut: ClipCut | null) => void;
  disabled?: boolean;
  /**
   * The range to open on instead of the start of the video, marked on the timeline (a request's original upload with
   * its submitter's cut, ADR 0145 second addendum).
   */
  initial?: TrimRange;
}) {
  const { t } = useStrings(clipEditorStrings);
  const headingId = useId();
  const video = useRef<HTMLVideoElement>(null);
  const previewEnd = useRef<number | null>(null);
  const [phase, setPhase] = useState<Phase>('reading');
  const [duration, setDuration] = useState(0);
  const [range, setRange] = useState<TrimRange>({ start: 0, end: 0 });

  const update = (next: TrimRange) => {
    setRange(next);
    onChange({ duration, range: next });
  };
  const move = (next: TrimRange, moved: 'start' | 'end') => {
    const clamped = clampRange(next, moved, duration, limits);
    update(clamped);
    // Show the frame the moved end is at, as a scrubbing timeline does.
    if (video.current) video.current.currentTime = moved === 'start' ? clamped.start : clamped.end;
  };
  const setAtPlayhead = (which: 'start' | 'end') => {
    const now = video.current?.currentTime ?? 0;
    move(which === 'start' ? { start: now, end: range.end } : { start: range.start, end: now }, which);
  };
  const playSelection = () => {
    const element = video.current;
    if (!element) return;
    element.currentTime = range.start;
    previewEnd.current = range.end;
    void element.play().catch(() => {
      previewEnd.current = null;
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (phase !== 'ready' || disabled || event.altKey || event.ctrlKey || event.metaKey || typingTarget(event.target)) return;
    const key = event.key.toLowerCase();
    if (key !== 'i' && key !== 'o') return;
    event.preventDefault();
    setAtPlayhead(key === 'i' ? 'start' : 'end');
  };

  const tooShort = phase === 'ready' && duration < limits.minSeconds;
  const length = range.end - range.start;

  return (
    <Box role="group" aria-labelledby={headingId} onKeyDown={onKeyDown} data-testid="clip-editor">
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('clipEditor.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('clipEditor.help', { min: limits.minSeconds, max: limits.maxSeconds })}
      </Typography>
      <Box sx={{ bgcolor: 'common.black', borderRadius: 1, overflow: 'hidden', aspectRatio: '16 / 9', maxHeight: 320, display: 'flex', justifyContent: 'center' }}>
        {/* Starts muted (the person's own file, which has no captions to offer); its controls unmute it. */}
        <video
          ref={video}
          src={src}
          controls
          muted
          playsInline
          preload="metadata"
          aria-label={t('clipEditor.video')}
          style={{ width: '100%', height: '100%', objectFit: 'contain' }}
          onLoadedMetadata={(event) => {
            const seconds = event.currentTarget.duration;
            if (!Number.isFinite(seconds) || seconds <= 0) return setPhase('unplayable');
            const first = initial ? clampRange(initial, 'end', seconds, limits) : initialRange(seconds, limits);
            setDuration(seconds);
            setRange(first);
            setPhase('ready');
            onChange(seconds < limits.minSeconds ? null : { duration: seconds, range: first });
          }}
          onError={() => {
            setPhase('unplayable');
            onChange(null);
          }}
          onTimeUpdate={(event) => {
            if (previewEnd.current !== null && event.currentTarget.currentTime >= previewEnd.current) {
              previewEnd.current = null;
              event.currentTarget.pause();
            }
          }}
        />
      </Box>
      {phase === 'reading' ? (
        <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mt: 1 }}>
          {t('clipEditor.reading')}
        </Typography>
      ) : null}
      {phase === 'unplayable' ? (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          {t('clipEditor.unplayable')}
        </Alert>
      ) : null}
      {tooShort ? (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          {t('clipEditor.tooShort', { min: limits.minSeconds })}
        </Alert>
      ) : null}
      {phase === 'ready' && !tooShort ? (
        <Box sx={{ mt: 1.5 }}>
          <Box sx={{ px: 1.5 }}>
            <Slider
              value={[range.start, range.end]}
              min={0}
              max={duration}
              step={FRAME_SECONDS}
              shiftStep={1}
              disableSwap
              disabled={disabled}
              marks={initial ? [{ value: initial.start }, { value: initial.end }] : undefined}
              onChange={(_, value, thumb) => {
                const [start, end] = value as number[];
                move({ start: start!, end: end! }, thumb === 0 ? 'start' : 'end');
              }}
              getAriaLabel={(index) => (index === 0 ? t('clipEditor.startHandle') : t('clipEditor.endHandle'))}
              getAriaValueText={(value) => formatCutTime(value)}
              valueLabelDisplay="auto"
              valueLabelFormat={(value) => formatCutTime(value)}
            />
          </Box>
          <Typography data-testid="trim-summary" aria-live="polite" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {t('clipEditor.summary', { start: formatCutTime(range.start), end: formatCutTime(range.end), length: length.toFixed(2) })}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" size="small" onClick={() => setAtPlayhead('start')} disabled={disabled} aria-keyshortcuts="I">
              {t('clipEditor.setStart')}
            </Button>
            <Button variant="outlined" size="small" onClick={() => setAtPlayhead('end')} disabled={disabled} aria-keyshortcuts="O">
              {t('clipEditor.setEnd')}
            </Button>
            <Button size="small" onClick={playSelection} disabled={disabled}>
              {t('clipEditor.playSelection')}
            </Button>
          </Stack>
        </Box>
      ) : null}
    </Box>
  );
}
