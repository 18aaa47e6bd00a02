import { render } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from './safe-html';

describe('server HTML', () => {
  it('keeps the markup and drops scripts, handlers, styles and javascript: links', () => {
    const clean = sanitizeHtml(
      '<h2>Como participar</h2><p style="color:red">Regras</p><script>window.__xss = 1</script>' +
        '<img src="x" onerror="window.__xss = 2"><a href="javascript:alert(1)">bad</a><a href="https://example.com">ok</a>',
    );
    expect(clean).toContain('<h2>Como participar</h2>');
    expect(clean).not.toMatch(/script|onerror|style=|javascript:/i);
    expect(clean).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a>');
  });

  it('renders nothing executable', () => {
    const { container } = render(
      <SafeHtml html={'<p>Oi</p><img src=x onerror="window.__xss=3"><script>window.__xss=4</script>'} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    expect(container).toHaveTextContent('Oi');
  });
});
