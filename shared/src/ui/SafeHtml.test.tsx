import { render } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from './SafeHtml';

describe('server HTML', () => {
  it('keeps the markup and drops scripts, handlers, styles, forms and javascript: links', () => {
    const clean = sanitizeHtml(
      '<h2>Como participar</h2><p style="color:red">Regras</p><script>window.__xss = 1</script>' +
        '<img src="x" onerror="window.__xss = 2"><a href="javascript:alert(1)">bad</a><form><input></form>' +
        '<iframe src="https://evil.example"></iframe><a href="https://example.com">ok</a>',
    );
    expect(clean).toContain('<h2>Como participar</h2>');
    expect(clean).not.toMatch(/script|onerror|style=|javascript:|<form|<input|<iframe/i);
    expect(clean).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a>');
  });

  it('keeps same-site links in the tab and gives images without alt an empty one', () => {
    const clean = sanitizeHtml(
      '<a href="/promotions">promos</a><img src="/a.png"><img src="/b.png" alt="Bonus">',
    );
    expect(clean).toContain('<a href="/promotions">promos</a>');
    expect(clean).toContain('<img src="/a.png" alt="">');
    expect(clean).toContain('<img src="/b.png" alt="Bonus">');
  });

  it('renders nothing executable', () => {
    const { container } = render(
      <SafeHtml
        html={'<p>Oi</p><img src=x onerror="window.__xss=3"><script>window.__xss=4</script>'}
        testId="html"
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    expect(container.querySelector('[data-testid="html"]')).toHaveTextContent('Oi');
  });
});
