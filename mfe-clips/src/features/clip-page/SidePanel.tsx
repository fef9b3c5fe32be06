import { errorMessage, type ChatMessage, useStrings } from '@clipyard/shared';
import { ErrorState, LoadingState } from '@clipyard/clip-ui';
import { Box, Paper } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { ChatReplay } from './ChatReplay';
import { PanelTabs } from '../../ui/PanelTabs';
import type { PlaybackClock } from './playback-clock';
import { TranscriptPanel } from './TranscriptPanel';
import type { Loaded, Transcript } from './use-clip-extras';
import { clipPageStrings } from './i18n';

type PanelTab = 'chat' | 'transcript';

function Loadable<T>({ state, onRetry, children }: { state: Loaded<T>; onRetry: () => void; children: (data: T) => ReactNode }) {
  const { t } = useStrings(clipPageStrings);
  if (state.status === 'loading') return <LoadingState label={t('clipPage.panelLoading')} />;
  if (state.status === 'error') return <ErrorState message={errorMessage(t, state.errorCode)} retryLabel={t('clipPage.retry')} onRetry={onRetry} />;
  return <>{children(state.data)}</>;
}

/** Chat replay and transcript, as two tabs beside the player (below it on a phone). */
export function SidePanel({
  chat,
  transcript,
  clock,
  blockedUsers,
  onSeek,
  onRetryChat,
  onRetryTranscript,
}: {
  chat: Loaded<ChatMessage[]>;
  transcript: Loaded<Transcript>;
  clock: PlaybackClock;
  blockedUsers: readonly string[];
  onSeek: (seconds: number) => void;
  onRetryChat: () => void;
  onRetryTranscript: () => void;
}) {
  const { t } = useStrings(clipPageStrings);
  const [tab, setTab] = useState<PanelTab>('chat');
  // A clip without any chat: on a phone the panel is its one-line note, not a 320 px box of nothing (beside the
  // player on a wide screen it keeps the player's height).
  const emptyChat = tab === 'chat' && chat.status === 'ready' && chat.data.length === 0;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('clipPage.panelLabel')}
      data-testid="clip-side-panel"
      sx={{ display: 'flex', flexDirection: 'column', height: { xs: emptyChat ? 'auto' : 320, md: '100%' }, minHeight: 0, overflow: 'hidden' }}
    >
      <PanelTabs
        label={t('clipPage.panelLabel')}
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'chat', label: t('clipPage.chat.tab'), id: 'clip-tab-chat', controls: 'clip-tabpanel-chat', testId: 'tab-chat' },
          { value: 'transcript', label: t('clipPage.transcript.tab'), id: 'clip-tab-transcript', controls: 'clip-tabpanel-transcript', testId: 'tab-transcript' },
        ]}
      />
      {/* Both panels stay in the document (each tab's aria-controls points at one); the other one is hidden. */}
      <Box role="tabpanel" id="clip-tabpanel-chat" aria-labelledby="clip-tab-chat" hidden={tab !== 'chat'} sx={{ flex: 1, minHeight: 0, position: 'relative', '&[hidden]': { display: 'none' } }}>
        <Loadable state={chat} onRetry={onRetryChat}>
          {(messages) => <ChatReplay messages={messages} clock={clock} blockedUsers={blockedUsers} />}
        </Loadable>
      </Box>
      <Box role="tabpanel" id="clip-tabpanel-transcript" aria-labelledby="clip-tab-transcript" hidden={tab !== 'transcript'} sx={{ flex: 1, minHeight: 0, position: 'relative', '&[hidden]': { display: 'none' } }}>
        <Loadable state={transcript} onRetry={onRetryTranscript}>
          {(data) => <TranscriptPanel cues={data.cues} clock={clock} onSeek={onSeek} shown={tab === 'transcript'} />}
        </Loadable>
      </Box>
    </Paper>
  );
}
