/**
 * Server HTML (promotion content and terms) reaches the DOM only through here, sanitised by
 * DOMPurify: no scripts, no event handlers, no styles or forms, no javascript: links. Links open
 * in a new tab without handing over the opener.
 */
import DOMPurify from 'dompurify';

let hooked = false;

export function sanitizeHtml(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node instanceof Element && node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

export function SafeHtml({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  return (
    <div
      className={className}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
