import {
  CONSENT_STORAGE_KEY,
  getConsent,
  gtagScriptSrc,
  headerColors,
  isGtagId,
  openConsentSettings,
  parseCssColor,
  readConsent,
  reloadConsent,
  safeCssColor,
  setConsent,
} from './brand';

describe('brand colour', () => {
  it.each([
    ['#1f6feb', { r: 31, g: 111, b: 235 }],
    ['#FFF', { r: 255, g: 255, b: 255 }],
    ['#0008', { r: 0, g: 0, b: 0 }],
    ['#11223344', { r: 17, g: 34, b: 51 }],
    [' rgb(10, 20, 30) ', { r: 10, g: 20, b: 30 }],
    ['rgba(10,20,30,0.5)', { r: 10, g: 20, b: 30 }],
  ])('%s is a colour', (value, rgb) => {
    expect(parseCssColor(value)).toEqual(rgb);
    expect(safeCssColor(value)).toBe(value.trim());
  });

  it.each(['red', '#12', '#12345', '#ggg', 'rgb(300,0,0)', 'url(https://evil.example/x.png)', '#fff; background: url(x)', '#fff}body{display:none', 'expression(alert(1))', '', null, 42, undefined])(
    'refuses %p',
    (value) => {
      expect(parseCssColor(value)).toBeNull();
      expect(safeCssColor(value)).toBeNull();
      expect(headerColors(value)).toBeNull();
    },
  );

  it('picks the text colour that reads better on the header', () => {
    expect(headerColors('#1f6feb')).toEqual({ background: '#1f6feb', text: '#ffffff' });
    expect(headerColors('#000')).toEqual({ background: '#000', text: '#ffffff' });
    expect(headerColors('#f2c14e')).toEqual({ background: '#f2c14e', text: '#111111' });
    expect(headerColors('#ffffff')).toEqual({ background: '#ffffff', text: '#111111' });
  });
});

describe('gtag id and script URL', () => {
  it.each(['G-SANDBOX000', 'G-ABCD', 'UA-1234567-1', 'UA-12345-12'])('%s is a Google tag id', (id) => {
    expect(isGtagId(id)).toBe(true);
  });

  it.each(['', 'G-abc123', 'G-AB', 'GTM-ABC1234', 'UA-123-1', 'UA-1234567', 'G-ABC1234&x=1', 'G-ABC1234"><script>', ' G-ABC1234', null, 7])('refuses %p', (id) => {
    expect(isGtagId(id)).toBe(false);
    expect(gtagScriptSrc(id)).toBeNull();
  });

  it("builds Google's URL by default, and a loopback stand-in over http", () => {
    expect(gtagScriptSrc('G-ABC1234')).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC1234');
    expect(gtagScriptSrc('G-ABC1234', 'http://127.0.0.1:4180/__sandbox/cdn/gtag/js')).toBe('http://127.0.0.1:4180/__sandbox/cdn/gtag/js?id=G-ABC1234');
    expect(gtagScriptSrc('UA-1234567-1', 'http://localhost:4180/gtag.js')).toBe('http://localhost:4180/gtag.js?id=UA-1234567-1');
  });

  it.each(['http://analytics.example/gtag/js', 'javascript:alert(1)', 'https://user:pw@www.googletagmanager.com/gtag/js', 'https://x.example/gtag/js?id=G-OTHER1', 'https://x.example/gtag/js#h', 'not a url'])(
    'refuses the base %s',
    (base) => {
      expect(gtagScriptSrc('G-ABC1234', base)).toBeNull();
    },
  );
});

describe('analytics consent', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadConsent();
  });

  it('starts unanswered; the answer is remembered in storage', () => {
    expect(getConsent()).toEqual({ choice: null, open: false });
    setConsent('denied');
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');
    expect(getConsent()).toEqual({ choice: 'denied', open: false });
    reloadConsent();
    expect(getConsent().choice).toBe('denied');
  });

  it('can be reopened and changed later', () => {
    setConsent('denied');
    openConsentSettings();
    expect(getConsent()).toEqual({ choice: 'denied', open: true });
    setConsent('granted');
    expect(getConsent()).toEqual({ choice: 'granted', open: false });
    expect(readConsent()).toBe('granted');
  });

  it('anything else stored counts as no answer; a failing storage is tolerated', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'yes');
    expect(readConsent()).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(readConsent(broken)).toBeNull();
    setConsent('granted', broken);
    expect(getConsent().choice).toBe('granted');
  });
});
