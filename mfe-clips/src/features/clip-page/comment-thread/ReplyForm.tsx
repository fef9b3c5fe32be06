import { callApiResult, useSession, useStrings, type CommentReply } from '@clipyard/shared';
import { Box, Button, Stack } from '@mui/material';
import { useLayoutEffect, useRef, useState } from 'react';
import { commentThreadStrings } from './i18n';
import { MentionField } from './MentionField';
import { tellSubmitOutcome } from './submit-outcome';

const COMMENT_MAX = 500;

export interface ReplyFormProps {
  internalClipId: string;
  /** The comment answered: the top-level comment, or a reply in its thread (the reply joins the same thread). */
  target: CommentReply;
  nearbyNames: readonly string[];
  onCancel: () => void;
  onPosted: (reply: CommentReply) => void;
}

/**
 * The reply box under a thread (its own chunk: loaded when Reply is first pressed). It takes the focus when it
 * opens, with the caret after "@name " when it answers a reply; Escape or Cancel closes it. Same rules as a comment:
 * 1 to 500 characters, the server's rate limit and messages.
 */
export function ReplyForm({ internalClipId, target, nearbyNames, onCancel, onPosted }: ReplyFormProps) {
  const { t } = useStrings(commentThreadStrings);
  const ownName = useSession((s) => s.userProfile?.username);
  const answersAReply = Boolean(target.parentCommentId) && target.commenterUserName.toLowerCase() !== ownName?.toLowerCase();
  const [text, setText] = useState(answersAReply ? `@${target.commenterUserName} ` : '');
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement | null>(null);

  useLayoutEffect(() => {
    const element = field.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, []);

  const submit = async () => {
    setBusy(true);
    const result = await callApiResult('client/clipComment/submitComment', { internalClipId, commentText: text, parentCommentId: target.commentId });
    setBusy(false);
    if (!result.ok) return tellSubmitOutcome(t, result, '');
    tellSubmitOutcome(t, { ok: true, heldForReview: result.data.comment.heldForReview }, t('commentThread.replyPosted'));
    onPosted(result.data.comment);
  };

  return (
    <Box
      component="form"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mt: 1, mb: 1 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() && !busy) void submit();
      }}
      data-testid="reply-form"
    >
      {/* On a phone the buttons go under the field rather than squeeze it. */}
      <Box sx={{ flex: '1 1 220px', minWidth: 0, display: 'flex' }}>
        <MentionField
        internalClipId={internalClipId}
        label={t('commentThread.replyLabel', { user: target.commenterUserName })}
        value={text}
        onChange={setText}
        nearbyNames={nearbyNames}
        maxLength={COMMENT_MAX}
        inputRef={field}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          onCancel();
        }}
        />
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
        <Button type="submit" variant="contained" disabled={busy || !text.trim()}>
          {t('commentThread.replySubmit')}
        </Button>
        <Button type="button" onClick={onCancel}>
          {t('commentThread.cancel')}
        </Button>
      </Stack>
    </Box>
  );
}

export default ReplyForm;
