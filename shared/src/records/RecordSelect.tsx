import { Field, Select } from '../ui/Field';

/** One choice filter of a record page: "all" (the empty value) or one of `options`. */
export function RecordSelect<V extends string>({
  name,
  label,
  value,
  onChange,
  allLabel,
  options,
  testId,
}: {
  name: string;
  label: string;
  value: V | '';
  onChange: (value: V | '') => void;
  /** The label of the empty choice ("All vendors"). */
  allLabel: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  testId?: string;
}) {
  return (
    <Field name={name} label={label}>
      {(control) => (
        <Select
          {...control}
          value={value}
          onChange={(e) => onChange(e.target.value as V | '')}
          data-testid={testId}
        >
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
