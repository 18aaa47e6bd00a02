/**
 * Server HTML (notices, announcements, promotion content, help) reaches the DOM only through here,
 * sanitised by DOMPurify: no scripts, event handlers, styles, forms or embeds, no javascript:
 * links. Links to other sites open in a new tab without handing over the opener; server images
 * without a text alternative count as decorative (alt="").
 */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

let hooked = false;

function hook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      const href = node.getAttribute('href') ?? '';
      let external = false;
      try {
        external = new URL(href, window.location.href).origin !== window.location.origin;
      } catch {
        external = false;
      }
      if (external) node.setAttribute('target', '_blank');
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string): string {
  hook();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

export function SafeHtml({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
