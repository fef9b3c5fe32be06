import { createClipyardTheme } from './create-theme';
import { themeTokens } from './tokens';

test('the three themes carry the exact colours of SPEC section 9', () => {
  expect(themeTokens.Dark).toMatchObject({ primary: '#d4d4d4', secondary: '#171717', accent: '#404040', info: '#a9ace9' });
  expect(themeTokens['True Dark']).toMatchObject({ primary: '#d1d5db', secondary: '#000000', accent: '#262626', info: '#a9ace9' });
  expect(themeTokens.Light).toMatchObject({ primary: '#020617', secondary: '#f8fafc', accent: '#e2e8f0', info: 'rgb(37 99 235)' });
  const light = createClipyardTheme('Light');
  expect(light.palette.mode).toBe('light');
  expect(light.palette.primary.main).toBe('#020617');
  expect(light.palette.accent.main).toBe('#e2e8f0');
  expect(createClipyardTheme('True Dark').palette.secondary.main).toBe('#000000');
});

test('buttons and tabs keep their labels as written, in every theme: no forced capitals ("Google で続行", not "GOOGLE で続行")', () => {
  for (const preference of ['Light', 'Dark', 'True Dark'] as const) {
    expect(createClipyardTheme(preference).typography.button.textTransform).toBe('none');
  }
});
