import { useTranslation } from 'react-i18next';
import { bus, Button, useThemeName } from '@vitrine/shared';
import { setThemeName } from '@vitrine/shared/internal';

export function ThemeToggle() {
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  const name = useThemeName();
  const next = name === 'dark' ? 'light' : 'dark';
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-label={t('toggle_theme')}
      title={next === 'light' ? tc('theme_light') : tc('theme_dark')}
      data-testid="theme-toggle"
      data-theme={name}
      onClick={() => {
        setThemeName(next);
        bus.publish('theme/changed', { theme: next });
      }}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        {name === 'dark' ? (
          <path fill="currentColor" d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        ) : (
          <g fill="currentColor">
            <circle cx="12" cy="12" r="5" />
            <path d="M12 1v3M12 20v3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M1 12h3M20 12h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1" stroke="currentColor" strokeWidth="2" />
          </g>
        )}
      </svg>
    </Button>
  );
}
