import { BehaviorSubject, type Observable } from 'rxjs';
import { useSyncExternalStore } from 'react';
import type { ThemeName } from './tokens';
import { PREFERENCE_COOKIES, writePreferenceCookie } from '../system/preference-cookie';

export const THEME_STORAGE_KEY = 'vitrine.theme';

function initialTheme(): ThemeName {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    if (stored === 'dark' || stored === 'light') return stored;
  } catch {
    /* no storage: default */
  }
  return 'dark';
}

const theme = new BehaviorSubject<ThemeName>(initialTheme());
export const theme$: Observable<ThemeName> = theme.asObservable();
export const getThemeName = (): ThemeName => theme.getValue();

/** Host-only: choose and store the theme. */
export function setThemeName(name: ThemeName): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, name);
  } catch {
    /* the choice then lasts for this page */
  }
  writePreferenceCookie(PREFERENCE_COOKIES.theme, name);
  theme.next(name);
}

export function useThemeName(): ThemeName {
  return useSyncExternalStore(
    (onChange) => {
      const sub = theme$.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    getThemeName,
    getThemeName,
  );
}
