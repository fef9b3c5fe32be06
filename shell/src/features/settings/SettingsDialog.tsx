import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { appLanguages, colorPreferences, useSession, type AppLanguage, type ColorPreference, useStrings, type KeysOf } from '@clipyard/shared';
import { useId, useState } from 'react';
import { shellStrings } from '../../i18n/setup';
import type { shellEnUS } from '../../i18n/shell.en-US';

type ShellKey = KeysOf<typeof shellEnUS>;
const languageLabelKey: Record<AppLanguage, ShellKey> = { 'en-US': 'settings.english', ja: 'settings.japanese' };
const themeLabelKey: Record<ColorPreference, ShellKey> = { Light: 'settings.light', Dark: 'settings.dark', 'True Dark': 'settings.trueDark' };

/**
 * SPEC section 2: titled Settings, says 'Choose a language', radio list of languages, cancellable,
 * plus the colour theme (Light, Dark, True Dark). Choices apply on OK, through the session store,
 * which persists them (APP_LANGUAGE_PREFERENCE, app-color-preference).
 */
export function SettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useStrings(shellStrings);
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} data-testid="settings-dialog">
      <DialogTitle id={titleId}>{t('settings.title')}</DialogTitle>
      {/* Mounted with each opening (the dialog drops its content once closed): the choices start from what is set now. */}
      <SettingsChoices onClose={onClose} />
    </Dialog>
  );
}

/** The two radio lists and Cancel / OK; the drafts are this opening's own. */
function SettingsChoices({ onClose }: { onClose: () => void }) {
  const { t } = useStrings(shellStrings);
  const languageId = useId();
  const themeId = useId();
  const [draftLanguage, setDraftLanguage] = useState(() => useSession.getState().language);
  const [draftTheme, setDraftTheme] = useState(() => useSession.getState().colorPreference);
  const save = () => {
    const session = useSession.getState();
    session.setLanguage(draftLanguage);
    session.setColorPreference(draftTheme);
    onClose();
  };
  return (
    <>
      <DialogContent>
        <FormControl sx={{ mb: 2, display: 'block' }}>
          <FormLabel id={languageId}>{t('settings.chooseLanguage')}</FormLabel>
          <RadioGroup aria-labelledby={languageId} value={draftLanguage} onChange={(e) => setDraftLanguage(e.target.value as AppLanguage)}>
            {appLanguages.map((lng) => (
              <FormControlLabel key={lng} value={lng} control={<Radio />} label={t(languageLabelKey[lng])} lang={lng} />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl sx={{ display: 'block' }}>
          <FormLabel id={themeId}>{t('settings.chooseTheme')}</FormLabel>
          <RadioGroup aria-labelledby={themeId} value={draftTheme} onChange={(e) => setDraftTheme(e.target.value as ColorPreference)}>
            {colorPreferences.map((name) => (
              <FormControlLabel key={name} value={name} control={<Radio />} label={t(themeLabelKey[name])} />
            ))}
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit" data-testid="settings-cancel">
          {t('settings.cancel')}
        </Button>
        <Button onClick={save} variant="contained" autoFocus data-testid="settings-ok">
          {t('settings.save')}
        </Button>
      </DialogActions>
    </>
  );
}
