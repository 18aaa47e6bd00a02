import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { endpoints } from '@vitrine/shared';
import { bootWriters, toBootState } from '@vitrine/shared/internal';
import { renderWithProviders } from '@vitrine/shared/testing';
import { DIAL_BLUR_CLOSE_MS, DialCodePicker, findByLetter, flagPath } from './DialCodePicker';

const COUNTRIES: endpoints.Country[] = [
  { countryCode: 'BR', countryDialingCode: '55', name: 'Brasil', flagPath: '/COUNTRY_FLAG/BR.png' },
  { countryCode: 'PT', countryDialingCode: '351', name: 'Portugal', flagPath: '/COUNTRY_FLAG/PT.png' },
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines', flagPath: 'javascript:alert(1)' },
  { countryCode: 'VN', countryDialingCode: '84', name: 'Việt Nam', flagPath: '' },
];

function Harness({ onChange }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState('55');
  return (
    <>
      <DialCodePicker
        countries={COUNTRIES}
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
        label="Country code"
      />
      <input aria-label="Mobile" />
    </>
  );
}

beforeEach(() => {
  act(() => bootWriters.set(toBootState({ status: 0, info: { imageCDNs: ['https://img.example/cdn'], whitelabel: [] } } as unknown as endpoints.SystemStatus)));
});

describe('flag rules', () => {
  it('uses the server flag path, else the spec path /COUNTRY_FLAG/{code}.png', () => {
    expect(flagPath({ countryCode: 'PT', flagPath: '/COUNTRY_FLAG/PT.png' })).toBe('/COUNTRY_FLAG/PT.png');
    expect(flagPath({ countryCode: 'vn', flagPath: '' })).toBe('/COUNTRY_FLAG/VN.png');
    expect(flagPath({ countryCode: '../x', flagPath: '' })).toBe('');
  });
  it('type-to-find moves to the next country starting with the letter, wrapping', () => {
    expect(findByLetter(COUNTRIES, 'p', 0)).toBe(1);
    expect(findByLetter(COUNTRIES, 'P', 1)).toBe(2);
    expect(findByLetter(COUNTRIES, 'p', 2)).toBe(1);
    expect(findByLetter(COUNTRIES, 'z', 3)).toBe(3);
  });
});

describe('DialCodePicker', () => {
  it('shows the selected flag and code, and every option with its flag from the image CDN (unsafe paths get no image)', async () => {
    renderWithProviders(<Harness />);
    const combo = screen.getByRole('combobox', { name: 'Country code' });
    expect(combo).toHaveTextContent('+55');
    expect(combo.querySelector('img')).toHaveAttribute('src', 'https://img.example/cdn/COUNTRY_FLAG/BR.png');
    await userEvent.click(combo);
    const list = screen.getByRole('listbox', { name: 'Country code' });
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(4);
    expect(options[1].querySelector('img')).toHaveAttribute('src', 'https://img.example/cdn/COUNTRY_FLAG/PT.png');
    expect(options[2].querySelector('img')).toBeNull();
    expect(options[3].querySelector('img')).toHaveAttribute('src', 'https://img.example/cdn/COUNTRY_FLAG/VN.png');
    expect(list).toBeVisible();
  });

  it('hides a flag that fails to load, keeping its box (no broken image)', async () => {
    renderWithProviders(<Harness />);
    const combo = screen.getByRole('combobox', { name: 'Country code' });
    fireEvent.error(combo.querySelector('img')!);
    expect(combo.querySelector('img')).toBeNull();
    expect(combo.querySelector('.flag')).not.toBeNull();
  });

  it('works from the keyboard: arrows, Enter, Home/End, letters, and Escape closes only the list', async () => {
    const changed = jest.fn();
    const outer = jest.fn();
    renderWithProviders(
      <div onKeyDown={(e) => e.key === 'Escape' && outer()}>
        <Harness onChange={changed} />
      </div>,
    );
    const combo = screen.getByRole('combobox', { name: 'Country code' });
    const escapes = jest.fn();
    combo.parentElement!.parentElement!.addEventListener('keydown', (e) => e.key === 'Escape' && escapes());
    combo.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    expect(combo.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0].id);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(changed).toHaveBeenLastCalledWith('351');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    expect(combo).toHaveTextContent('+351');
    expect(combo).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(combo.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[3].id);
    await userEvent.keyboard('{Home}b{Enter}');
    expect(changed).toHaveBeenLastCalledWith('55');
    await userEvent.keyboard(' ');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    // The Escape that closed the list did not reach the modal around it.
    expect(escapes).not.toHaveBeenCalled();
  });

  it('closes 200 ms after blur, so a click on an option in between still lands', () => {
    jest.useFakeTimers();
    try {
      const changed = jest.fn();
      renderWithProviders(<Harness onChange={changed} />);
      const combo = screen.getByRole('combobox', { name: 'Country code' });
      fireEvent.click(combo);
      fireEvent.blur(combo);
      act(() => jest.advanceTimersByTime(DIAL_BLUR_CLOSE_MS - 1));
      expect(combo).toHaveAttribute('aria-expanded', 'true');
      fireEvent.click(screen.getAllByRole('option')[3]);
      expect(changed).toHaveBeenCalledWith('84');
      // Blurred and left alone: closed once the 200 ms have passed.
      fireEvent.click(combo);
      fireEvent.blur(combo);
      act(() => jest.advanceTimersByTime(DIAL_BLUR_CLOSE_MS - 1));
      expect(combo).toHaveAttribute('aria-expanded', 'true');
      act(() => jest.advanceTimersByTime(1));
      expect(combo).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryAllByRole('option')).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
