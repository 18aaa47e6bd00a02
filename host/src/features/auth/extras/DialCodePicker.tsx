/**
 * The country dialing-code picker of the phone fields (spec sections 3 and 9): each country's
 * flag (`/COUNTRY_FLAG/{countryCode}.png` on the image CDN, through `imageUrl`) and its code.
 * A combobox with a listbox (WAI-ARIA "select-only combobox"): arrows, Home/End, Enter/Space,
 * Escape and type-to-find work from the keyboard; the list closes 200 ms after the combobox
 * loses focus (spec section 9), so a click on an option still lands. A flag that fails to load
 * leaves its reserved box empty (never a broken image).
 */
import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { imageUrl, useBoot, type endpoints } from '@vitrine/shared';

/** Spec section 9: the country dropdown closes this long after blur. */
export const DIAL_BLUR_CLOSE_MS = 200;

/** The flag's image path of a country: the server's `flagPath`, else the spec's CDN path. */
export function flagPath(country: Pick<endpoints.Country, 'countryCode' | 'flagPath'>): string {
  if (country.flagPath) return country.flagPath;
  return /^[A-Za-z]{2,3}$/.test(country.countryCode) ? `/COUNTRY_FLAG/${country.countryCode.toUpperCase()}.png` : '';
}

/** The option a typed letter moves to: the next country (after `from`) whose name starts with it. */
export function findByLetter(countries: Pick<endpoints.Country, 'name'>[], letter: string, from: number): number {
  const wanted = letter.toLocaleLowerCase();
  for (let step = 1; step <= countries.length; step++) {
    const i = (from + step) % countries.length;
    if (countries[i].name.toLocaleLowerCase().startsWith(wanted)) return i;
  }
  return from;
}

const Wrap = styled.div`
  position: relative;
  flex: 0 0 auto;
  button[role='combobox'] {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    height: 100%;
    min-height: ${({ theme }) => theme.layout.touch};
    min-width: 104px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceSunken};
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.md};
    cursor: pointer;
  }
  button[role='combobox']:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
  .caret {
    margin-inline-start: auto;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ul[role='listbox'] {
    position: absolute;
    inset-inline-start: 0;
    top: calc(100% + 4px);
    z-index: 5;
    min-width: 240px;
    max-height: 240px;
    overflow-y: auto;
    margin: 0;
    padding: ${({ theme }) => theme.space(1)};
    list-style: none;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceRaised};
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
  li[role='option'] {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.text};
    cursor: pointer;
  }
  li[role='option'][data-active='true'] {
    background: ${({ theme }) => theme.color.surfaceSunken};
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
  li[role='option'][aria-selected='true'] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  li .name {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .flag {
    display: inline-block;
    flex: 0 0 auto;
    width: 24px;
    height: 16px;
    border-radius: 2px;
    overflow: hidden;
    background: ${({ theme }) => theme.color.border};
  }
  .flag img {
    display: block;
    width: 24px;
    height: 16px;
    object-fit: cover;
  }
`;

function Flag({ country }: { country: endpoints.Country }) {
  const boot = useBoot();
  const src = imageUrl(flagPath(country), boot);
  const [failed, setFailed] = useState(false);
  return (
    <span className="flag" aria-hidden="true">
      {src && !failed ? <img src={src} alt="" width={24} height={16} loading="lazy" data-flag={country.countryCode} onError={() => setFailed(true)} /> : null}
    </span>
  );
}

export interface DialCodePickerProps {
  countries: endpoints.Country[];
  /** The selected dialing code (without '+'). */
  value: string;
  onChange: (dialingCode: string) => void;
  /** Accessible name (the "Country code" label). */
  label: string;
  testId?: string;
}

export function DialCodePicker({ countries, value, onChange, label, testId = 'dial-picker' }: DialCodePickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-opt-${i}`;
  const [open, setOpen] = useState(false);
  const selectedIndex = Math.max(0, countries.findIndex((c) => c.countryDialingCode === value));
  const [active, setActive] = useState(selectedIndex);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const selected = countries[selectedIndex];

  const cancelBlurClose = () => {
    if (blurTimer.current) clearTimeout(blurTimer.current);
    blurTimer.current = null;
  };
  useEffect(() => cancelBlurClose, []);

  const show = (index = selectedIndex) => {
    cancelBlurClose();
    setActive(index);
    setOpen(true);
  };
  const choose = (index: number) => {
    const country = countries[index];
    cancelBlurClose();
    setOpen(false);
    if (country) onChange(country.countryDialingCode);
    button.current?.focus();
  };

  // Escape closes the list without closing the modal around it (the modal listens natively).
  useEffect(() => {
    const node = button.current;
    if (!node || !open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      event.preventDefault();
      setOpen(false);
    };
    node.addEventListener('keydown', onKey);
    return () => node.removeEventListener('keydown', onKey);
  }, [open]);

  // The active option stays in view while the arrows move it.
  useEffect(() => {
    if (!open) return;
    const el = list.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    el?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = countries.length - 1;
    if (last < 0) return;
    const move = (to: number) => {
      event.preventDefault();
      if (!open) show(Math.min(last, Math.max(0, to)));
      else setActive(Math.min(last, Math.max(0, to)));
    };
    switch (event.key) {
      case 'ArrowDown':
        return open ? move(active + 1) : move(selectedIndex);
      case 'ArrowUp':
        return open ? move(active - 1) : move(selectedIndex);
      case 'Home':
        return move(0);
      case 'End':
        return move(last);
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (open) choose(active);
        else show();
        return;
      case 'Tab':
        if (open) choose(active);
        return;
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) move(findByLetter(countries, event.key, open ? active : selectedIndex));
    }
  };

  return (
    <Wrap data-testid={testId}>
      <button
        ref={button}
        type="button"
        role="combobox"
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? optionId(active) : undefined}
        data-testid={`${testId}-button`}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onKeyDown}
        onBlur={() => {
          cancelBlurClose();
          blurTimer.current = setTimeout(() => setOpen(false), DIAL_BLUR_CLOSE_MS);
        }}
        onFocus={cancelBlurClose}
      >
        {selected ? <Flag country={selected} /> : null}
        <span dir="ltr">+{selected?.countryDialingCode ?? value}</span>
        <span className="caret" aria-hidden="true">
          ▾
        </span>
      </button>
      <ul ref={list} id={listId} role="listbox" aria-label={label} hidden={!open} data-testid={`${testId}-list`}>
        {open
          ? countries.map((c, i) => (
              <li
                key={c.countryCode}
                id={optionId(i)}
                role="option"
                aria-selected={i === selectedIndex}
                data-active={i === active}
                data-index={i}
                data-testid={`dial-option-${c.countryCode}`}
                onMouseEnter={() => setActive(i)}
                onClick={() => choose(i)}
              >
                <Flag country={c} />
                <span dir="ltr">+{c.countryDialingCode}</span>
                <span className="name">{c.name}</span>
              </li>
            ))
          : null}
      </ul>
    </Wrap>
  );
}
