import { CHANNEL_LOGIN_PATTERN, useStrings } from '@clipyard/shared';
import { Autocomplete, TextField } from '@mui/material';
import { uploadStrings } from './i18n';
import { useChannelSuggestions } from './use-channel-suggestions';

/**
 * The upload form's channel (issue 19 item 18): the streamer's own channel is offered first (and filled in by the
 * form), and typing suggests Clipyard's channels through the search call. A channel not on Clipyard yet may still
 * be typed (a clip of a new channel creates it), and the field says so, so a typo does not go unnoticed.
 */
export function ChannelField({
  value,
  onChange,
  ownChannel,
  error,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  ownChannel: string | null;
  error?: string;
  disabled: boolean;
}) {
  const { t } = useStrings(uploadStrings);
  const typed = value.trim().toLowerCase();
  const suggestions = useChannelSuggestions(value);
  const own = ownChannel && (!typed || ownChannel.includes(typed)) ? [ownChannel] : [];
  const options = [...new Set([...own, ...(suggestions?.logins ?? [])])];
  const unknown =
    suggestions !== null && !suggestions.failed && CHANNEL_LOGIN_PATTERN.test(typed) && typed !== ownChannel && !suggestions.logins.includes(typed);
  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      options={options}
      // The search already matched them (by login, name and reading): show its answer as it is.
      filterOptions={(all) => all}
      value={null}
      inputValue={value}
      onInputChange={(_event, next, reason) => {
        if (reason === 'input' || reason === 'clear') onChange(next);
      }}
      onChange={(_event, picked) => {
        if (picked) onChange(picked);
      }}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('upload.channelLogin')}
          error={Boolean(error)}
          helperText={error ?? (unknown ? t('upload.channelNew', { channel: typed }) : t('upload.channelLoginHelp'))}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, autoCapitalize: 'none', spellCheck: false, maxLength: 50 } }}
        />
      )}
    />
  );
}
