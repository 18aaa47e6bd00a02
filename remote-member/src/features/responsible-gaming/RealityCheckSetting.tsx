/** The reality-check interval: one of the brand's options, or off. The server keeps it per player. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, FormAlert, Hint, Select, type endpoints } from '@vitrine/shared';
import { useErrorText } from '../../lib/error-text';
import { FormGrid } from '../../components/form';
import { useSetRealityCheck } from './use-rg';

export function RealityCheckSetting({ realityCheck }: { realityCheck: endpoints.RgRealityCheck }) {
  const { t } = useTranslation('member');
  const errorText = useErrorText();
  const save = useSetRealityCheck();
  const [value, setValue] = useState(realityCheck.intervalMinutes === null ? 'off' : String(realityCheck.intervalMinutes));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate({ intervalMinutes: value === 'off' ? null : Number(value) });
  };

  return (
    <FormGrid noValidate onSubmit={submit} data-testid="rg-reality-form" aria-busy={save.isPending}>
      <Hint>{t('rg_reality_hint')}</Hint>
      <Field name="realityInterval" label={t('rg_reality_interval')}>
        {(control) => (
          <Select {...control} value={value} onChange={(e) => (setValue(e.target.value), save.reset())} data-testid="rg-reality-interval">
            <option value="off">{t('rg_reality_off')}</option>
            {realityCheck.options.map((m) => (
              <option key={m} value={String(m)}>
                {t('rg_minutes', { ns: 'common', count: m })}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {save.isError ? <FormAlert title={t('rg_limit_failed')} message={errorText(save.error)} testId="rg-reality-error" /> : null}
      {save.isSuccess ? (
        <p role="status" data-testid="rg-reality-saved">
          {t('rg_saved')}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending} data-testid="rg-reality-save">
          {save.isPending ? t('processing') : t('rg_save')}
        </Button>
      </div>
    </FormGrid>
  );
}
