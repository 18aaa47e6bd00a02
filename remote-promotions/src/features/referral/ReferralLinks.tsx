/**
 * Referral link management (spec section 2, "referral link management"): several links per
 * player, each with its own code and its counts of visits, sign-ups and deposits; create one
 * (optional label) and disable one. Each link has its QR code, drawn in the page by the qrcode
 * library with the spec's defaults (size 200, margin 20, level M), downloadable as a PNG.
 */
import styled from '@emotion/styled';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bus,
  Button,
  call,
  Card,
  EmptyState,
  endpoints,
  ErrorState,
  Field,
  FormAlert,
  Hint,
  Input,
  Skeleton,
  Stats,
  useApiQuery,
  useErrorText,
  type ApiError,
} from '@vitrine/shared';
import { Badge } from '../../components/Badge';
import { Section } from '../../components/Panel';
import { absoluteLink, copyText } from './copy';

/** The spec's QR defaults: a 200 px image with a 20 px white margin, error correction M. */
export const QR_SIZE = 200;
export const QR_MARGIN = 20;
export const QR_LEVEL = 'M' as const;

/** What is wrong with a label as typed (translation key and values), or null when it may be sent. */
export function labelProblem(raw: string): { key: string; max?: number } | null {
  const label = raw.trim();
  if (!label) return null;
  if (label.length > endpoints.REFERRAL_LABEL_MAX) return { key: 'ref_label_too_long', max: endpoints.REFERRAL_LABEL_MAX };
  if (!endpoints.REFERRAL_LABEL_PATTERN.test(label)) return { key: 'ref_label_chars' };
  return null;
}

/**
 * Draws `text` as a QR code on `canvas`: the qrcode library draws the code (level M, no quiet
 * zone of its own) at 160 px, placed on a 200 px white square with a 20 px margin.
 */
export async function drawQr(canvas: HTMLCanvasElement, text: string): Promise<void> {
  const code = document.createElement('canvas');
  await QRCode.toCanvas(code, text, {
    errorCorrectionLevel: QR_LEVEL,
    margin: 0,
    width: QR_SIZE - 2 * QR_MARGIN,
    color: { dark: '#000000', light: '#ffffff' },
  });
  canvas.width = QR_SIZE;
  canvas.height = QR_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, QR_SIZE, QR_SIZE);
  context.drawImage(code, QR_MARGIN, QR_MARGIN, QR_SIZE - 2 * QR_MARGIN, QR_SIZE - 2 * QR_MARGIN);
}

/** Saves the canvas as `name` (a PNG image). */
export function downloadPng(canvas: HTMLCanvasElement, name: string): void {
  const a = document.createElement('a');
  a.href = canvas.toDataURL('image/png');
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const LinkCard = styled(Card)`
  grid-template-columns: ${QR_SIZE}px minmax(0, 1fr);
  align-items: start;
  &[data-enabled='false'] {
    opacity: 0.85;
  }
  > .qr {
    display: grid;
    justify-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  canvas {
    display: block;
    width: ${QR_SIZE}px;
    height: ${QR_SIZE}px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: #ffffff;
  }
  canvas[data-state='pending'] {
    visibility: hidden;
  }
  > .body {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    min-width: 0;
  }
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    overflow-wrap: anywhere;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
  .confirm {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
  }
  @media (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
    > .qr {
      justify-self: center;
    }
  }
`;

const CreateForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space(2)};
  > button {
    margin-top: 1.6em;
  }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    > button {
      margin-top: 0;
    }
  }
`;

const Status = styled.p`
  margin: 0;
  min-height: 1.4em;
  color: ${({ theme }) => theme.color.success};
  font-size: ${({ theme }) => theme.font.size.sm};
  &[data-kind='error'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;

type Notice = { kind: 'ok' | 'error'; text: string } | null;

/** The QR code of one link, drawn on the given canvas (the download reads it). */
function QrCanvas({
  text,
  label,
  failed,
  canvasRef: ref,
  onState,
}: {
  text: string;
  label: string;
  failed: string;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  onState: (ready: boolean) => void;
}) {
  const [state, setState] = useState<'pending' | 'ready' | 'error'>('pending');
  useEffect(() => {
    let live = true;
    const canvas = ref.current;
    if (!canvas) return;
    setState('pending');
    drawQr(canvas, text).then(
      () => live && setState('ready'),
      () => live && setState('error'),
    );
    return () => {
      live = false;
    };
  }, [text, ref]);
  useEffect(() => onState(state === 'ready'), [state, onState]);
  return (
    <>
      <canvas
        ref={ref}
        width={QR_SIZE}
        height={QR_SIZE}
        role="img"
        aria-label={label}
        data-testid="referral-link-qr"
        data-state={state}
        data-text={text}
      />
      {state === 'error' ? <Hint data-testid="referral-link-qr-error">{failed}</Hint> : null}
    </>
  );
}

function LinkItem({ link, onNotice }: { link: endpoints.ReferralLink; onNotice: (notice: Notice) => void }) {
  const { t, i18n } = useTranslation('promotions');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [qrReady, setQrReady] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const url = absoluteLink(link.url);
  const number = new Intl.NumberFormat(i18n.language);
  const title = link.label ?? t('ref_link_untitled', { code: link.code });

  const disable = useMutation<endpoints.ReferralLink, ApiError>({
    mutationFn: () => call(endpoints.disableReferralLink, { linkId: link.id }),
    onSuccess: (next) => {
      setConfirming(false);
      queryClient.setQueryData<endpoints.ReferralLink[]>([endpoints.referralLinks.name], (old) =>
        old?.map((l) => (l.id === next.id ? next : l)),
      );
      void queryClient.invalidateQueries({ queryKey: [endpoints.referralLinks.name] });
      onNotice({ kind: 'ok', text: t('ref_disabled_done') });
    },
    onError: (error) => {
      if (error.code === 'trial_account_denied') bus.publish('session/true-account-required', { feature: 'referral' });
    },
  });

  const copy = async () => {
    const ok = await copyText(url, inputRef.current);
    onNotice(ok ? { kind: 'ok', text: t('ref_link_copied') } : { kind: 'error', text: t('ref_copy_failed') });
  };
  const download = () => {
    const canvas = canvasRef.current;
    if (canvas) downloadPng(canvas, `referral-${link.code}.png`);
  };

  return (
    <LinkCard
      as="li"
      aria-labelledby={titleId}
      data-testid="referral-link-item"
      data-code={link.code}
      data-enabled={link.enabled}
    >
      <div className="qr">
        <QrCanvas text={url} label={t('ref_qr_label', { code: link.code })}
          failed={t('ref_qr_failed')}
          canvasRef={canvasRef} onState={setQrReady} />
      </div>
      <div className="body">
        <header>
          <h4 id={titleId}>{title}</h4>
          <Badge tone={link.enabled ? 'success' : 'muted'} data-testid="referral-link-state">
            {t(link.enabled ? 'ref_link_active' : 'ref_link_disabled')}
          </Badge>
        </header>
        <Field name={`referral-link-url-${link.id}`} label={t('ref_link_address', { code: link.code })}>
          {(control) => (
            <Input
              {...control}
              ref={inputRef}
              readOnly
              value={url}
              dir="ltr"
              data-testid="referral-link-url"
              onFocus={(e) => e.currentTarget.select()}
            />
          )}
        </Field>
        <Stats>
          <div>
            <dt>{t('ref_visits')}</dt>
            <dd data-testid="referral-link-visits">{number.format(link.visits)}</dd>
          </div>
          <div>
            <dt>{t('ref_signups')}</dt>
            <dd data-testid="referral-link-signups">{number.format(link.signUps)}</dd>
          </div>
          <div>
            <dt>{t('ref_deposits')}</dt>
            <dd data-testid="referral-link-deposits">{number.format(link.deposits)}</dd>
          </div>
        </Stats>
        <div className="actions">
          <Button type="button" variant="promo" aria-describedby={titleId} onClick={() => void copy()} data-testid="referral-link-copy">
            {t('ref_copy_link')}
          </Button>
          <Button
            type="button"
            variant="ghost"
            aria-describedby={titleId}
            disabled={!qrReady}
            onClick={download}
            data-testid="referral-link-download"
          >
            {t('ref_download_qr')}
          </Button>
          {link.enabled && !confirming ? (
            <Button
              type="button"
              variant="ghost"
              aria-describedby={titleId}
              onClick={() => setConfirming(true)}
              data-testid="referral-link-disable"
            >
              {t('ref_disable')}
            </Button>
          ) : null}
        </div>
        {link.enabled && confirming ? (
          <div className="confirm" role="group" aria-labelledby={`${titleId}-confirm`} data-testid="referral-link-confirm">
            <Hint id={`${titleId}-confirm`}>{t('ref_disable_confirm')}</Hint>
            <div className="actions">
              <Button
                type="button"
                onClick={() => disable.mutate()}
                disabled={disable.isPending}
                aria-busy={disable.isPending}
                data-testid="referral-link-disable-yes"
              >
                {t('ref_disable_yes')}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>
                {t('cancel', { ns: 'common' })}
              </Button>
            </div>
          </div>
        ) : null}
        {disable.isError ? (
          <FormAlert title={t('ref_disable_failed')} message={errorText(disable.error)} testId="referral-link-disable-error" />
        ) : null}
      </div>
    </LinkCard>
  );
}

export function ReferralLinks() {
  const { t } = useTranslation('promotions');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const links = useApiQuery(endpoints.referralLinks, undefined, { staleTime: 0 });
  const [label, setLabel] = useState('');
  const [shown, setShown] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const say = (next: Notice) => {
    setNotice(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setNotice(null), 4000);
  };

  const create = useMutation<endpoints.ReferralLink, ApiError, endpoints.CreateReferralLinkRequest>({
    mutationFn: (request) => call(endpoints.createReferralLink, request),
    onSuccess: (link) => {
      setLabel('');
      setShown(false);
      queryClient.setQueryData<endpoints.ReferralLink[]>([endpoints.referralLinks.name], (old) => [
        link,
        ...(old ?? []).filter((l) => l.id !== link.id),
      ]);
      void queryClient.invalidateQueries({ queryKey: [endpoints.referralLinks.name] });
      say({ kind: 'ok', text: t('ref_created') });
    },
    onError: (error) => {
      if (error.code === 'trial_account_denied') bus.publish('session/true-account-required', { feature: 'referral' });
    },
  });

  const problem = labelProblem(label);
  const active = links.data?.filter((l) => l.enabled).length ?? 0;
  const full = active >= endpoints.REFERRAL_LINK_LIMIT;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (problem || full || create.isPending) return;
    const trimmed = label.trim().replace(/\s+/g, ' ');
    create.mutate(trimmed ? { label: trimmed } : {});
  };
  const createError = (error: ApiError | null): string => {
    if (!error) return '';
    if (error.code === 'referral_label_taken') return t('ref_label_taken');
    if (error.code === 'referral_link_limit') return t('ref_links_limit', { max: endpoints.REFERRAL_LINK_LIMIT });
    if (error.code === 'validation_error') return t('ref_label_chars');
    return errorText(error);
  };

  let body;
  if (links.isPending)
    body = (
      <div aria-busy="true" data-testid="referral-links-loading" style={{ display: 'grid', gap: 12 }}>
        <Skeleton height="220px" />
        <Skeleton height="220px" />
      </div>
    );
  else if (links.isError)
    body = (
      <ErrorState
        title={t('ref_links_failed')}
        message={errorText(links.error)}
        onRetry={() => void links.refetch()}
        testId="referral-links-error"
      />
    );
  else if (!links.data.length) body = <EmptyState message={t('ref_links_empty')} testId="referral-links-empty" />;
  else
    body = (
      <List data-testid="referral-links-list">
        {links.data.map((link) => (
          <LinkItem key={link.id} link={link} onNotice={say} />
        ))}
      </List>
    );

  return (
    <Section
      title={t('ref_links_title')}
      note={links.data ? t('ref_links_count', { active, max: endpoints.REFERRAL_LINK_LIMIT }) : undefined}
      testId="referral-links"
    >
      <Hint>{t('ref_links_intro')}</Hint>
      <CreateForm noValidate onSubmit={submit} aria-label={t('ref_create')} data-testid="referral-link-create">
        <Field
          name="referral-link-label"
          label={t('ref_label')}
          hint={t('ref_label_hint', { max: endpoints.REFERRAL_LABEL_MAX })}
          error={shown && problem ? t(problem.key, { max: problem.max }) : null}
        >
          {(control) => (
            <Input
              {...control}
              value={label}
              maxLength={endpoints.REFERRAL_LABEL_MAX + 10}
              autoComplete="off"
              onChange={(e) => setLabel(e.target.value)}
              data-testid="referral-link-label"
            />
          )}
        </Field>
        <Button type="submit" disabled={create.isPending || full || links.isError} aria-busy={create.isPending} data-testid="referral-link-create-submit">
          {t('ref_create')}
        </Button>
      </CreateForm>
      {full ? <Hint data-testid="referral-links-full">{t('ref_links_limit', { max: endpoints.REFERRAL_LINK_LIMIT })}</Hint> : null}
      {create.isError ? (
        <FormAlert title={t('ref_create_failed')} message={createError(create.error)} testId="referral-link-create-error" />
      ) : null}
      <Status role="status" data-kind={notice?.kind} data-testid="referral-links-notice">
        {notice?.text}
      </Status>
      {body}
    </Section>
  );
}
