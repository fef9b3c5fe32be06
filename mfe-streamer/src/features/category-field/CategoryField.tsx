import { callApiResult, useStrings, type CategoryWithCount } from '@clipyard/shared';
import { categoryName } from '@clipyard/clip-ui';
import { TextField } from '@mui/material';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { categoryFieldStrings } from './i18n';

/**
 * A clip's category (issue 23 item 6, ADR 0150), chosen from the list (getCategories), sorted by name in the reader's
 * language; "No category" is the empty value. A native select: one keyboard and screen-reader behaviour everywhere,
 * and a phone's own picker. A list that fails to load leaves only "No category": sending never waits on it.
 */
export function CategoryField({ value, onChange, disabled, helperText }: { value: number | null; onChange: (categoryId: number | null) => void; disabled?: boolean; helperText?: string }) {
  const { t, i18n } = useStrings(categoryFieldStrings);
  const [list, setList] = useState<CategoryWithCount[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useEffectEvent(async (isLive: () => boolean) => {
    const result = await callApiResult('client/categories/getCategories', {});
    if (!isLive()) return;
    setFailed(!result.ok);
    setList(result.ok ? result.data.categoryList : []);
  });
  useEffect(() => {
    let live = true;
    void load(() => live);
    return () => {
      live = false;
    };
  }, []);
  const options = useMemo(
    () => (list ?? []).map((category) => ({ id: category.categoryId, name: categoryName(category, i18n.language) })).sort((a, b) => a.name.localeCompare(b.name, i18n.language)),
    [list, i18n.language],
  );
  return (
    <TextField
      select
      label={t('categoryField.label')}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      disabled={disabled || list === null}
      helperText={list === null ? t('categoryField.loading') : failed ? t('categoryField.failed') : (helperText ?? t('categoryField.help'))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'category-field' } }}
      fullWidth
    >
      <option value="">{t('categoryField.none')}</option>
      {options.map((option) => (
        <option key={option.id} value={String(option.id)}>
          {option.name}
        </option>
      ))}
    </TextField>
  );
}
