import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../testing';
import { Pager } from './Pager';
import { DateRangeFilter } from './DateRangeFilter';
import { presetOf, presetRange, rangeProblem, type DateRangeValue } from './date-range';
import { Field, Input } from './Field';
import { SignedMoney } from './Money';

describe('Pager', () => {
  it('pages forward and back, and is hidden when one page holds everything', async () => {
    const onChange = jest.fn();
    const { rerender } = renderWithProviders(<Pager page={1} totalPages={3} onChange={onChange} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByTestId('pager-status')).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenCalledWith(2);
    rerender(<Pager page={3} totalPages={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    rerender(<Pager page={2} totalPages={3} onChange={onChange} busy />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    rerender(<Pager page={1} totalPages={1} onChange={onChange} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('date ranges (UTC, inclusive)', () => {
  const now = new Date('2026-03-10T23:30:00.000Z');
  it('computes the presets and recognises them', () => {
    expect(presetRange('today', now)).toEqual({ startDate: '2026-03-10', endDate: '2026-03-10' });
    expect(presetRange('last7', now)).toEqual({ startDate: '2026-03-04', endDate: '2026-03-10' });
    expect(presetRange('last30', now)).toEqual({ startDate: '2026-02-09', endDate: '2026-03-10' });
    expect(presetOf({ startDate: '2026-03-04', endDate: '2026-03-10' }, now)).toBe('last7');
    expect(presetOf({ startDate: '2026-03-05', endDate: '2026-03-10' }, now)).toBeNull();
  });

  it('wants both dates, the start not after the end', () => {
    expect(rangeProblem({ startDate: '', endDate: '2026-03-10' })).toBe('date_required');
    expect(rangeProblem({ startDate: '2026-03-11', endDate: '2026-03-10' })).toBe('date_order');
    expect(rangeProblem({ startDate: '2026-03-10', endDate: '2026-03-10' })).toBeNull();
  });
});

describe('DateRangeFilter', () => {
  function Harness({ onChange }: { onChange: (r: DateRangeValue) => void }) {
    const [range, setRange] = useState(() => presetRange('last7'));
    return (
      <DateRangeFilter
        value={range}
        onChange={(r) => {
          setRange(r);
          onChange(r);
        }}
      />
    );
  }

  it('highlights the preset in use, switches presets, and says when the dates are the wrong way round', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Period' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(onChange).toHaveBeenLastCalledWith(presetRange('today'));
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2099-01-02' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2099-01-01' } });
    expect(screen.getByTestId('date-error')).toHaveTextContent('The start date must not be after the end date.');
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('Field', () => {
  it('ties the label, the hint and the error to the control', () => {
    renderWithProviders(
      <Field name="amount" label="Amount" hint="Up to 10" error="Too much">
        {(control) => <Input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Amount');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Too much Up to 10');
    expect(screen.getByTestId('amount-error')).toHaveTextContent('Too much');
  });
});

describe('SignedMoney', () => {
  it('marks the sign of an amount', () => {
    renderWithProviders(
      <>
        <SignedMoney value={12.5} testId="up" />
        <SignedMoney value={-3} testId="down" />
        <SignedMoney value={0} testId="flat" />
      </>,
    );
    expect(screen.getByTestId('up').parentElement).toHaveAttribute('data-sign', 'up');
    expect(screen.getByTestId('down').parentElement).toHaveAttribute('data-sign', 'down');
    expect(screen.getByTestId('flat').parentElement).toHaveAttribute('data-sign', 'flat');
    expect(screen.getByTestId('down')).toHaveTextContent('-3.00');
  });
});
