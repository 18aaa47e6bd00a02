import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { PRESETS, presetOf, presetRange, rangeProblem, type DateRange } from '../lib/date-range';
import { Chips, Input } from './form';

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

/** The period of a record list: preset chips (UTC days, as the server counts) and two dates. */
export function DateRangeFilter({
  value,
  onChange,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
}) {
  const { t } = useTranslation('member');
  const active = presetOf(value);
  const problem = rangeProblem(value);
  return (
    <Row data-testid="date-filter">
      <legend>{t('period')}</legend>
      <Chips>
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={active === preset}
            onClick={() => onChange(presetRange(preset))}
            data-preset={preset}
          >
            {t(`preset_${preset}`)}
          </button>
        ))}
      </Chips>
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
