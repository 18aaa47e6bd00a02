import { Global, ThemeProvider, css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { themes } from './tokens';
import { useThemeName } from './theme-state';
import { StyleScope } from './StyleScope';

const globalStyles = (theme: Theme) => css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    color-scheme: ${theme.name};
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    background: ${theme.color.bg};
    color: ${theme.color.text};
    font-family: ${theme.font.family};
    font-size: ${theme.font.size.md};
    line-height: 1.45;
    min-height: 100vh;
  }
  a {
    color: inherit;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }
  :focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      /* Once: an endless animation cut to 0.01 ms would still run, each frame at a random phase. */
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

/** Host-only root: the chosen theme, global styles, the host's style cache. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const name = useThemeName();
  const theme = themes[name];
  return (
    <StyleScope cacheKey="host">
      <ThemeProvider theme={theme}>
        <Global styles={globalStyles(theme)} />
        {children}
      </ThemeProvider>
    </StyleScope>
  );
}
