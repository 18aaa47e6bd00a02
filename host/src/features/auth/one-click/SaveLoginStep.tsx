/**
 * "Save your login": the one moment the player sees the password one click made for them. Username
 * and password with copy buttons (the Clipboard API; when it is missing or refused, the value is
 * selected and a message says to copy it by hand), a warning that it is shown once, and "I have
 * saved it", which logs in. The step cannot be dismissed any other way (the modal has no close
 * button meanwhile) and the page asks before unloading. Focus moves to the heading.
 */
import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@vitrine/shared';
import { FormNote } from '../form-kit';

const Step = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  h3:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  .once {
    margin: 0;
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    border-inline-start: 3px solid ${({ theme }) => theme.color.warning};
    background: ${({ theme }) => theme.color.surfaceSunken};
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Credentials = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceSunken};
  .row {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: 'label label' 'value action' 'status status';
    align-items: center;
    column-gap: ${({ theme }) => theme.space(2)};
    row-gap: ${({ theme }) => theme.space(1)};
  }
  dt {
    grid-area: label;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    display: contents;
  }
  .value {
    grid-area: value;
    min-width: 0;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.color.text};
    overflow-wrap: anywhere;
    user-select: all;
    /* Credentials read left to right in every language. */
    unicode-bidi: isolate;
    text-align: start;
  }
  .action {
    grid-area: action;
  }
  .status {
    grid-area: status;
    margin: 0;
    min-height: 1em;
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
  .status[data-tone='ok'] {
    color: ${({ theme }) => theme.color.success};
  }
`;

type CopyState = 'idle' | 'copied' | 'failed';

async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Select the text of a node so the player can copy it with the keyboard or the context menu. */
function selectText(node: HTMLElement | null) {
  const selection = node ? window.getSelection() : null;
  if (!node || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(node);
  selection.removeAllRanges();
  selection.addRange(range);
}

function CredentialRow({ label, value, copyLabel, copiedText, testId }: { label: string; value: string; copyLabel: string; copiedText: string; testId: string }) {
  const { t } = useTranslation('host');
  const [state, setState] = useState<CopyState>('idle');
  const valueRef = useRef<HTMLElement>(null);
  const copy = async () => {
    const ok = await writeClipboard(value);
    setState(ok ? 'copied' : 'failed');
    if (!ok) selectText(valueRef.current);
  };
  return (
    <div className="row">
      <dt>{label}</dt>
      <dd>
        <code className="value" dir="ltr" ref={valueRef} data-testid={testId}>
          {value}
        </code>
        <Button type="button" variant="ghost" size="sm" className="action" aria-label={copyLabel} data-testid={`${testId}-copy`} onClick={() => void copy()}>
          {t('one_click_copy')}
        </Button>
        <p className="status" role="status" data-tone={state === 'copied' ? 'ok' : undefined} data-testid={`${testId}-copy-status`}>
          {state === 'copied' ? copiedText : state === 'failed' ? t('one_click_copy_failed') : ''}
        </p>
      </dd>
    </div>
  );
}

export function SaveLoginStep({ username, password, onContinue }: { username: string; password: string; onContinue: () => Promise<unknown> }) {
  const { t } = useTranslation('host');
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const [continuing, setContinuing] = useState(false);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  // Leaving the page now would lose the only copy of the password: the browser asks first.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return (
    <Step aria-labelledby={headingId} data-testid="one-click-saved">
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {t('one_click_save_heading')}
      </h3>
      <FormNote>{t('one_click_save_text')}</FormNote>
      <Credentials>
        <CredentialRow label={t('username')} value={username} copyLabel={t('one_click_copy_username')} copiedText={t('one_click_copied_username')} testId="one-click-username" />
        <CredentialRow label={t('password')} value={password} copyLabel={t('one_click_copy_password')} copiedText={t('one_click_copied_password')} testId="one-click-password" />
      </Credentials>
      <p className="once">{t('one_click_save_once')}</p>
      <Button
        type="button"
        aria-disabled={continuing || undefined}
        aria-busy={continuing || undefined}
        data-testid="one-click-continue"
        onClick={() => {
          if (continuing) return;
          setContinuing(true);
          void onContinue().finally(() => setContinuing(false));
        }}
      >
        {continuing ? t('logging_in') : t('one_click_saved_continue')}
      </Button>
    </Step>
  );
}
