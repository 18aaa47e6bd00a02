import { guardRedirect, isUnavailableSpecPage } from './spec-routes';

describe('loginedToHomePage guard', () => {
  it('sends visitors to /login unless the path is exempt; off or logged in, nothing happens', () => {
    expect(guardRedirect('/index', false, true)).toBe('/login');
    expect(guardRedirect('/promotions', false, true)).toBe('/login');
    for (const path of ['/login', '/register', '/register.html', '/helpmc', '/download']) expect(guardRedirect(path, false, true)).toBeNull();
    expect(guardRedirect('/index', true, true)).toBeNull();
    expect(guardRedirect('/index', false, false)).toBeNull();
  });
});

describe('a path nobody serves', () => {
  it('is "unavailable" when it is a spec page (its remote was refused) or the manifest failed, else "not found"', () => {
    expect(isUnavailableSpecPage('/promotions', false)).toBe(true);
    expect(isUnavailableSpecPage('/index', false)).toBe(true);
    expect(isUnavailableSpecPage('/no-such-page', false)).toBe(false);
    expect(isUnavailableSpecPage('/noticePage', false)).toBe(false);
    expect(isUnavailableSpecPage('/no-such-page', true)).toBe(true);
  });
});
