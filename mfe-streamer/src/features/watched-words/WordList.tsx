import { errorMessage, notify, useStrings, type ApiErrorCode } from '@clipyard/shared';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { ModerationList } from '../admin-reports';
import { watchedWordCalls, type Scope, type WatchedWord, type WordAction } from './calls';
import { watchedWordsStrings } from './i18n';

type ListState = { status: 'loading' } | { status: 'error'; errorCode: ApiErrorCode } | { status: 'ready'; words: WatchedWord[]; max: number };

/** A list of watched words with its add form: the word, what it does, and for a rejection the writer's message. */
export function WordList({ scope, language }: { scope: Scope; language: string }) {
  const { t } = useStrings(watchedWordsStrings);
  const calls = watchedWordCalls(scope);
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [pattern, setPattern] = useState('');
  const [action, setAction] = useState<WordAction>('hold');
  const [rejectMessage, setRejectMessage] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    const result = await watchedWordCalls(scope).list();
    setState(result.ok ? { status: 'ready', words: result.data.watchedWordList, max: result.data.maxCount } : { status: 'error', errorCode: result.errorCode });
  }, [scope]);
  useEffect(() => {
    void load();
  }, [load]);

  const add = async () => {
    setBusy('add');
    const result = await calls.add({ pattern: pattern.trim(), action, ...(action === 'reject' && rejectMessage.trim() ? { rejectMessage: rejectMessage.trim() } : {}) });
    setBusy(null);
    if (!result.ok) return notify({ type: 'negative', message: t('watchedWords.addFailed', { message: errorMessage(t, result.errorCode) }) });
    const word = result.data.watchedWord;
    setState((s) => (s.status === 'ready' ? { ...s, words: [...s.words, word] } : s));
    setPattern('');
    setRejectMessage('');
    notify({ type: 'positive', message: t('watchedWords.added', { pattern: word.pattern }) });
  };

  const remove = async (word: WatchedWord) => {
    setBusy(word.watchedWordId);
    const result = await calls.remove(word.watchedWordId);
    setBusy(null);
    // A word someone else removed meanwhile leaves the list either way.
    if (!result.ok && result.errorCode !== 'WATCHED_WORD_NOT_FOUND') {
      return notify({ type: 'negative', message: t('watchedWords.removeFailed', { message: errorMessage(t, result.errorCode) }) });
    }
    setState((s) => (s.status === 'ready' ? { ...s, words: s.words.filter((w) => w.watchedWordId !== word.watchedWordId) } : s));
    notify({ type: 'positive', message: t('watchedWords.removed', { pattern: word.pattern }) });
  };

  return (
    <Box component="section" aria-labelledby={`watched-words-list-${scope}`} sx={{ mt: 3 }}>
      <Typography id={`watched-words-list-${scope}`} variant="h6" component="h2">
        {t('watchedWords.listHeading', { count: state.status === 'ready' ? state.words.length : 0, max: state.status === 'ready' ? state.max : 200 })}
      </Typography>
      <Box
        component="form"
        aria-label={t('watchedWords.addHeading')}
        onSubmit={(event) => {
          event.preventDefault();
          if (pattern.trim() && !busy) void add();
        }}
        sx={{ my: 2 }}
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'flex-start' } }}>
          <TextField label={t('watchedWords.pattern')} value={pattern} onChange={(e) => setPattern(e.target.value)} size="small" slotProps={{ htmlInput: { maxLength: 100 } }} helperText={t('watchedWords.matchingHelp')} sx={{ flexGrow: 1 }} />
          <TextField select label={t('watchedWords.action')} value={action} onChange={(e) => setAction(e.target.value as WordAction)} size="small" sx={{ minWidth: 200 }}>
            <MenuItem value="hold">{t('watchedWords.actions.hold')}</MenuItem>
            <MenuItem value="reject">{t('watchedWords.actions.reject')}</MenuItem>
          </TextField>
          {action === 'reject' ? (
            <TextField label={t('watchedWords.rejectMessage')} value={rejectMessage} onChange={(e) => setRejectMessage(e.target.value)} size="small" slotProps={{ htmlInput: { maxLength: 300 } }} sx={{ flexGrow: 1 }} />
          ) : null}
          <Button type="submit" variant="contained" disabled={!pattern.trim() || busy !== null}>
            {t('watchedWords.add')}
          </Button>
        </Stack>
      </Box>
      <ModerationList
        status={state.status}
        items={state.status === 'ready' ? state.words : []}
        texts={{
          loading: t('watchedWords.loading'),
          failed: state.status === 'error' ? t('watchedWords.failed', { message: errorMessage(t, state.errorCode) }) : '',
          retry: t('watchedWords.retry'),
          empty: t('watchedWords.empty'),
        }}
        onRetry={() => void load()}
        labelledBy={`watched-words-list-${scope}`}
        testId="watched-word"
        keyOf={(word) => word.watchedWordId}
        details={(word) => (
          <Box sx={{ overflowWrap: 'anywhere' }}>
            <Typography sx={{ fontWeight: 600 }}>
              {word.pattern} · {t(`watchedWords.actions.${word.action}`)}
            </Typography>
            {word.rejectMessage ? <Typography variant="body2">{t('watchedWords.messageShown', { message: word.rejectMessage })}</Typography> : null}
            <Typography variant="body2" color="text.secondary">
              {word.createdByUserName
                ? t('watchedWords.addedBy', { user: word.createdByUserName, when: new Date(word.createdAt).toLocaleString(language) })
                : t('watchedWords.addedByGone', { when: new Date(word.createdAt).toLocaleString(language) })}
            </Typography>
          </Box>
        )}
        action={(word) => (
          <Button variant="outlined" disabled={busy === word.watchedWordId} onClick={() => void remove(word)} aria-label={t('watchedWords.removeFor', { pattern: word.pattern })}>
            {t('watchedWords.remove')}
          </Button>
        )}
      />
    </Box>
  );
}
