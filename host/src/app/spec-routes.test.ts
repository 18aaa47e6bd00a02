import { guardRedirect } from './spec-routes';

describe('loginedToHomePage guard', () => {
  it('sends visitors to /login unless the path is exempt; off or logged in, nothing happens', () => {
    expect(guardRedirect('/index', false, true)).toBe('/login');
    expect(guardRedirect('/promotions', false, true)).toBe('/login');
    for (const path of ['/login', '/register', '/register.html', '/helpmc', '/download']) expect(guardRedirect(path, false, true)).toBeNull();
    expect(guardRedirect('/index', true, true)).toBeNull();
    expect(guardRedirect('/index', false, false)).toBeNull();
  });
});
