import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { DATE_PRESETS, presetOf, presetRange, rangeProblem, type DateRangeValue } from './date-range';
import { Input } from './Field';

const Row = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  .presets {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
  .presets button {
    min-height: ${({ theme }) => theme.layout.touch};
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceSunken};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
    cursor: pointer;
  }
  .presets button[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.primary};
    border-color: transparent;
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .presets button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  .dates {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 150px), 1fr));
    gap: ${({ theme }) => theme.space(2)};
  }
  .dates label {
    min-width: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
  [role='alert'] {
    color: ${({ theme }) => theme.color.danger};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/**
 * The period of a record list (promoted from the member remote): preset chips (UTC days, as the
 * server counts) and two dates; says when the range cannot be asked for.
 */
export function DateRangeFilter({ value, onChange }: { value: DateRangeValue; onChange: (range: DateRangeValue) => void }) {
  const { t } = useTranslation('common');
  const active = presetOf(value);
  const problem = rangeProblem(value);
  return (
    <Row data-testid="date-filter">
      <legend>{t('period')}</legend>
      <div className="presets">
        {DATE_PRESETS.map((preset) => (
          <button key={preset} type="button" aria-pressed={active === preset} onClick={() => onChange(presetRange(preset))} data-preset={preset}>
            {t(`preset_${preset}`)}
          </button>
        ))}
      </div>
      <div className="dates">
        <label>
          {t('date_from')}
          <Input
            type="date"
            value={value.startDate}
            max={value.endDate || undefined}
            aria-invalid={problem !== null}
            onChange={(e) => onChange({ ...value, startDate: e.target.value })}
            data-testid="date-from"
          />
        </label>
        <label>
          {t('date_to')}
          <Input
            type="date"
            value={value.endDate}
            min={value.startDate || undefined}
            aria-invalid={problem !== null}
            onChange={(e) => onChange({ ...value, endDate: e.target.value })}
            data-testid="date-to"
          />
        </label>
      </div>
      {problem ? (
        <span role="alert" data-testid="date-error">
          {t(problem)}
        </span>
      ) : null}
    </Row>
  );
}
