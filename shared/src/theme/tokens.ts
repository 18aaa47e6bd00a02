/**
 * Design tokens. Components read these through the emotion theme; no colour or size literals in
 * components. Dark is the default look; light is its honest mirror. Text pairs meet WCAG AA.
 */
export type ThemeName = 'dark' | 'light';

export interface ThemeTokens {
  name: ThemeName;
  color: {
    bg: string;
    surface: string;
    surfaceRaised: string;
    surfaceSunken: string;
    border: string;
    text: string;
    textMuted: string;
    textInverse: string;
    primary: string;
    primaryText: string;
    gold: string;
    goldText: string;
    money: string;
    promo: string;
    success: string;
    danger: string;
    warning: string;
    focus: string;
    skeleton: string;
    overlay: string;
  };
  /** 4 px grid: space(1) = 4px. */
  space: (n: number) => string;
  radius: { sm: string; md: string; lg: string; pill: string };
  shadow: { raised: string; modal: string };
  font: {
    family: string;
    size: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
    weight: { regular: number; medium: number; bold: number };
  };
  z: { header: number; bottomNav: number; drawer: number; modal: number; toast: number; progress: number };
  motion: { fast: string; normal: string };
  layout: { headerHeight: string; bottomNavHeight: string; drawerWidth: string; railWidth: string; maxContent: string; touch: string };
}

const shared = {
  space: (n: number) => `${n * 4}px`,
  radius: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  font: {
    family:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans Thai', sans-serif",
    size: { xs: '12px', sm: '13px', md: '15px', lg: '18px', xl: '22px', xxl: '30px' },
    weight: { regular: 400, medium: 500, bold: 700 },
  },
  z: { header: 100, bottomNav: 100, drawer: 200, modal: 300, toast: 400, progress: 500 },
  motion: { fast: '150ms', normal: '220ms' },
  layout: {
    headerHeight: '60px',
    bottomNavHeight: '60px',
    drawerWidth: '280px',
    railWidth: '72px',
    maxContent: '1280px',
    touch: '44px',
  },
};

export const darkTheme: ThemeTokens = {
  name: 'dark',
  color: {
    bg: '#0b1020',
    surface: '#141b2e',
    surfaceRaised: '#1c2540',
    surfaceSunken: '#080c18',
    border: '#2a3556',
    text: '#eef1f8',
    textMuted: '#a4aec8',
    textInverse: '#0b1020',
    primary: '#3d7bff',
    // Dark text on the bright blue: 4.9:1 (white would be 3.8:1).
    primaryText: '#0b1020',
    gold: '#f2c14e',
    goldText: '#1a1300',
    // Dark button text reaches 4.5:1 on both stops (the old #7b4dff start was 3.9:1).
    money: 'linear-gradient(135deg, #9166ff 0%, #b04dff 100%)',
    promo: 'linear-gradient(135deg, #ff7a1a 0%, #ffb020 100%)',
    success: '#2fcf7f',
    danger: '#ff5c6c',
    warning: '#ffb020',
    focus: '#8fb3ff',
    skeleton: '#1f2944',
    overlay: 'rgba(3, 6, 14, 0.72)',
  },
  shadow: { raised: '0 2px 10px rgba(0,0,0,0.35)', modal: '0 18px 48px rgba(0,0,0,0.55)' },
  ...shared,
};

export const lightTheme: ThemeTokens = {
  name: 'light',
  color: {
    bg: '#f4f6fb',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#e8ecf5',
    border: '#d3d9e8',
    text: '#111729',
    textMuted: '#4a5470',
    textInverse: '#ffffff',
    primary: '#1f5ee6',
    primaryText: '#ffffff',
    gold: '#8a5f00',
    goldText: '#ffffff',
    money: 'linear-gradient(135deg, #6a3df0 0%, #9b35e8 100%)',
    // White button text reaches 4.5:1 on both stops (the old #e0600a/#d48700 were 3.6 and 2.9:1).
    promo: 'linear-gradient(135deg, #c2410c 0%, #b45309 100%)',
    success: '#137a46',
    danger: '#c8283a',
    warning: '#9a6200',
    focus: '#1f5ee6',
    skeleton: '#e3e8f2',
    overlay: 'rgba(17, 23, 41, 0.5)',
  },
  shadow: { raised: '0 2px 10px rgba(17,23,41,0.08)', modal: '0 18px 48px rgba(17,23,41,0.25)' },
  ...shared,
};

export const themes: Record<ThemeName, ThemeTokens> = { dark: darkTheme, light: lightTheme };
