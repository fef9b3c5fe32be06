import { useSession, useStrings } from '@clipyard/shared';
import { Box, Paper, TextField } from '@mui/material';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';

type FieldElement = HTMLInputElement | HTMLTextAreaElement;
import { commentThreadStrings } from './i18n';
import { completeMention, mentionAt } from './mention-query';
import { useMentionSuggestions } from './use-mention-suggestions';

const visuallyHidden = { border: 0, clip: 'rect(0 0 0 0)', height: '1px', margin: '-1px', overflow: 'hidden', padding: 0, position: 'absolute', whiteSpace: 'nowrap', width: '1px' } as const;

export interface MentionFieldProps {
  internalClipId: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Names in this clip's comments, suggested first and at once. */
  nearbyNames: readonly string[];
  maxLength: number;
  /** The text field element, for a form that moves the focus into it. */
  inputRef?: RefObject<HTMLTextAreaElement | null>;
  /** Keys the suggestion list does not take (Escape while no list is open: the reply form cancels). */
  onKeyDown?: (event: KeyboardEvent<FieldElement>) => void;
}

/**
 * A comment's text field that suggests people while an `@name` is typed (ADR 0117). The text field keeps the focus
 * and drives a listbox (aria-autocomplete="list", aria-activedescendant, the pattern of a textarea with
 * suggestions, which cannot take role="combobox"): Up and Down choose, Enter or Tab completes the name, Escape
 * closes the list. A live region says how many people are suggested. Keys pressed while an input method is composing
 * (Japanese) are the method's, never the list's.
 */
export function MentionField({ internalClipId, label, value, onChange, nearbyNames, maxLength, inputRef, onKeyDown }: MentionFieldProps) {
  const { t } = useStrings(commentThreadStrings);
  const listId = useId();
  const ownName = useSession((s) => s.userProfile?.username);
  const ownRef = useRef<HTMLTextAreaElement | null>(null);
  const field = inputRef ?? ownRef;
  const [caret, setCaret] = useState(value.length);
  const [focused, setFocused] = useState(false);
  // The `@` whose list Escape closed: it stays closed until another mention is typed.
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [chosen, setChosen] = useState<{ query: string; index: number }>({ query: '', index: 0 });
  const pendingCaret = useRef<number | null>(null);

  const typing = focused ? mentionAt(value, caret) : null;
  const asking = typing && typing.start !== dismissed ? typing : null;
  const names = useMentionSuggestions(internalClipId, asking?.query ?? null, nearbyNames, ownName);
  const open = asking !== null && names.length > 0;
  const active = open && chosen.query === asking.query ? Math.min(chosen.index, names.length - 1) : 0;

  // After a name is completed, the caret goes after it (React has just written the new value).
  useLayoutEffect(() => {
    if (pendingCaret.current === null || !field.current) return;
    field.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  }, [value, field]);

  const pick = (name: string) => {
    if (!asking) return;
    const next = completeMention(value, caret, asking.start, name);
    if (next.text.length > maxLength) return;
    pendingCaret.current = next.caret;
    setCaret(next.caret);
    onChange(next.text);
  };

  const keyDown = (event: KeyboardEvent<FieldElement>) => {
    if (open && !event.nativeEvent.isComposing) {
      const move = (by: number) => {
        event.preventDefault();
        setChosen({ query: asking.query, index: (active + by + names.length) % names.length });
      };
      if (event.key === 'ArrowDown') return move(1);
      if (event.key === 'ArrowUp') return move(-1);
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        return pick(names[active]!);
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        return setDismissed(asking.start);
      }
    }
    onKeyDown?.(event);
  };

  return (
    <Box sx={{ position: 'relative', flexGrow: 1, minWidth: 0 }}>
      <TextField
        label={label}
        value={value}
        onChange={(event) => {
          const text = event.target.value.slice(0, maxLength);
          const at = Math.min(event.target.selectionStart ?? text.length, text.length);
          setCaret(at);
          if (!mentionAt(text, at)) setDismissed(null);
          onChange(text);
        }}
        inputRef={field}
        size="small"
        fullWidth
        multiline
        maxRows={4}
        helperText={`${value.length}/${maxLength}`}
        slotProps={{
          htmlInput: {
            onKeyDown: keyDown,
            onSelect: (event: SyntheticEvent<FieldElement>) => setCaret(event.currentTarget.selectionStart ?? 0),
            onFocus: () => setFocused(true),
            onBlur: () => setFocused(false),
            'aria-autocomplete': 'list',
            'aria-controls': open ? listId : undefined,
            'aria-activedescendant': open ? `${listId}-${active}` : undefined,
          },
        }}
      />
      {open ? (
        <Paper
          component="ul"
          role="listbox"
          id={listId}
          aria-label={t('commentThread.mentions.listLabel')}
          elevation={8}
          sx={{ position: 'absolute', zIndex: 2, left: 0, top: 'calc(100% - 20px)', minWidth: 200, maxWidth: '100%', maxHeight: 240, overflowY: 'auto', m: 0, p: 0.5, listStyle: 'none' }}
          data-testid="mention-suggestions"
        >
          {names.map((name, index) => (
            // The text field keeps the focus (aria-activedescendant) and takes the keys; a pointer picks here.
            <Box
              component="li"
              key={name}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(name)}
              sx={{ px: 1.5, py: 0.75, borderRadius: 1, cursor: 'pointer', overflowWrap: 'anywhere', bgcolor: index === active ? 'action.selected' : undefined, '&:hover': { bgcolor: 'action.hover' } }}
            >
              @{name}
            </Box>
          ))}
        </Paper>
      ) : null}
      <Box role="status" sx={visuallyHidden}>
        {open ? t('commentThread.mentions.count', { count: names.length }) : ''}
      </Box>
    </Box>
  );
}
