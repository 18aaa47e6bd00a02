/**
 * Withdrawal confirmation (spec section 4): each paid-out withdrawal waits for the player to say
 * it was received, not received (with a proof image) or received in part (the remainder shown);
 * an unconfirmed payout counts as received after its stated minutes, and a forced receipt means no
 * refund. Shown under the withdraw form; the answer is asked in a dialog.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  EmptyState,
  type endpoints,
  ErrorState,
  Field,
  FormAlert,
  formatMoney,
  Hint,
  Input,
  Money,
  Pager,
  SuccessBox,
  sniffImageFile,
} from '@vitrine/shared';
import { amountProblem, parseAmount, type AmountProblem } from '../../lib/amount';
import { useErrorText } from '../../lib/error-text';
import { formatDateTime } from '../../lib/format-date';
import { AmountInput } from '../../components/form';
import { Badge, RecordList, RecordsLoading } from '../../components/RecordList';
import {
  proofProblem,
  readAsDataUrl,
  useConfirmPayment,
  usePaymentConfirmations,
  PROOF_TYPES,
} from './use-confirmations';

type Action = endpoints.C2CProcessRequest['action'];
type Payout = endpoints.PaymentConfirmation;

const STATE_TONE = {
  DISBURSED: 'warn',
  RECEIVED: 'good',
  FULLY_PAID: 'good',
  PARTIAL: 'warn',
  NOT_RECEIVED: 'bad',
} as const;

const cents = (value: number) => Math.round(value * 100) / 100;

/** The dialog of one answer: a last check, the amount received, or the proof image. */
function AnswerDialog({
  payout,
  action,
  onClose,
  onDone,
}: {
  payout: Payout;
  action: Action;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('member');
  const errorText = useErrorText();
  const confirm = useConfirmPayment();
  const [received, setReceived] = useState('');
  const [file, setFile] = useState<File | null>(null);
  // What the picked file's bytes are (not its name or type): null while unread.
  const [fileIsImage, setFileIsImage] = useState<boolean | null>(null);
  const [checked, setChecked] = useState(false);
  const money = (value: number) => formatMoney(value, i18n.language);

  const partialProblem =
    action === 'PARTIAL'
      ? amountProblem(received, { min: 0.01, max: cents(payout.amount - 0.01) })
      : null;
  const partialMessage = (p: AmountProblem) =>
    p.key === 'amount_max'
      ? t('received_below_amount', { amount: money(payout.amount) })
      : t(p.key, 'limit' in p ? { limit: money(p.limit) } : undefined);
  const proof = action === 'NOT_RECEIVED' ? (proofProblem(file) ?? (fileIsImage === false ? 'err_image_type' : null)) : null;
  const value = parseAmount(received);
  const remainder = value !== null && value < payout.amount ? cents(payout.amount - value) : null;

  const submit = async () => {
    setChecked(true);
    if (partialProblem || proof || confirm.isPending) return;
    if (action === 'NOT_RECEIVED' && file && !(await sniffImageFile(file))) {
      setFileIsImage(false);
      return;
    }
    const request: endpoints.C2CProcessRequest = { id: payout.id, action };
    if (action === 'PARTIAL') request.receivedAmount = value as number;
    if (action === 'NOT_RECEIVED' && file) request.proofImage = await readAsDataUrl(file);
    confirm.mutate(request, { onSuccess: onDone });
  };

  return (
    <Dialog
      open
      title={t(`answer_title_${action}`)}
      onClose={onClose}
      onConfirm={() => void submit()}
      confirmLabel={confirm.isPending ? t('processing') : t(`answer_confirm_${action}`)}
      testId="payout-dialog"
      width={440}
    >
      <div style={{ display: 'grid', gap: 12 }} aria-busy={confirm.isPending}>
        <p style={{ margin: 0 }}>{t(`answer_text_${action}`, { amount: money(payout.amount) })}</p>
        {action === 'PARTIAL' ? (
          <>
            <Field
              name="received"
              label={t('received_amount')}
              error={checked && partialProblem ? partialMessage(partialProblem) : null}
            >
              {(control) => (
                <AmountInput
                  {...control}
                  inputMode="decimal"
                  autoComplete="off"
                  value={received}
                  onChange={(e) => setReceived(e.target.value)}
                  data-testid="payout-received"
                />
              )}
            </Field>
            <Hint data-testid="payout-remainder" aria-live="polite">
              {remainder !== null && value !== null && value > 0
                ? t('remainder', { amount: money(remainder) })
                : t('remainder_hint')}
            </Hint>
          </>
        ) : null}
        {action === 'NOT_RECEIVED' ? (
          <Field
            name="proof"
            label={t('proof_image')}
            hint={t('proof_hint')}
            error={checked && proof ? t(proof) : null}
          >
            {(control) => (
              <Input
                {...control}
                type="file"
                accept={PROOF_TYPES.join(',')}
                onChange={(e) => {
                  const picked = e.target.files?.[0] ?? null;
                  setFile(picked);
                  setFileIsImage(null);
                  if (picked) void sniffImageFile(picked).then((image) => setFileIsImage(image !== null));
                }}
                data-testid="payout-proof"
                style={{ paddingBlock: 8 }}
              />
            )}
          </Field>
        ) : null}
        {confirm.isError ? (
          <FormAlert title={t('answer_failed')} message={errorText(confirm.error)} testId="payout-error" />
        ) : null}
      </div>
    </Dialog>
  );
}

export function WithdrawConfirmations() {
  const { t, i18n } = useTranslation('member');
  const errorText = useErrorText();
  const headingId = useId();
  const [pageNo, setPageNo] = useState(1);
  const list = usePaymentConfirmations(pageNo);
  const [answering, setAnswering] = useState<{ payout: Payout; action: Action } | null>(null);
  const [answered, setAnswered] = useState<{ payout: Payout; action: Action } | null>(null);
  const money = (value: number) => formatMoney(value, i18n.language);

  let body;
  if (list.isPending) body = <RecordsLoading testId="payouts-loading" rows={2} />;
  else if (list.isError)
    body = (
      <ErrorState
        title={t('payouts_failed')}
        message={errorText(list.error)}
        onRetry={() => void list.refetch()}
        testId="payouts-error"
      />
    );
  else if (list.data.list.length === 0) body = <EmptyState message={t('payouts_empty')} testId="payouts-empty" />;
  else
    body = (
      <>
        <RecordList aria-labelledby={headingId} aria-busy={list.isPlaceholderData}>
          {list.data.list.map((payout) => (
            <li key={payout.id} data-testid="payout-row" data-state={payout.state}>
              <div className="what">
                <strong>{t('payout_title', { id: payout.id })}</strong>
                <span className="meta">{formatDateTime(payout.createdAt, i18n.language)}</span>
                <Badge tone={STATE_TONE[payout.state]}>{t(`payout_state_${payout.state}`)}</Badge>
                {payout.state === 'DISBURSED' ? (
                  <span className="meta">{t('payout_timeout', { minutes: payout.timeoutMinutes })}</span>
                ) : null}
                {payout.state === 'PARTIAL' && payout.receivedAmount !== null ? (
                  <span className="meta" data-testid="payout-partial">
                    {t('payout_partial', {
                      received: money(payout.receivedAmount),
                      remainder: money(cents(payout.amount - payout.receivedAmount)),
                    })}
                  </span>
                ) : null}
              </div>
              <div className="amounts">
                <strong>
                  <Money value={payout.amount} />
                </strong>
              </div>
              {payout.state === 'DISBURSED' ? (
                <div
                  style={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: 8 }}
                  role="group"
                  aria-label={t('payout_question', { amount: money(payout.amount) })}
                >
                  {(['RECEIVED', 'PARTIAL', 'NOT_RECEIVED'] as const).map((action) => (
                    <Button
                      key={action}
                      type="button"
                      variant={action === 'RECEIVED' ? 'primary' : 'ghost'}
                      size="sm"
                      onClick={() => (setAnswered(null), setAnswering({ payout, action }))}
                      data-action={action}
                    >
                      {t(`answer_${action}`)}
                    </Button>
                  ))}
                </div>
              ) : null}
            </li>
          ))}
        </RecordList>
        <Pager page={pageNo} totalPages={list.data.totalPages} onChange={setPageNo} busy={list.isFetching} />
      </>
    );

  const waiting = list.data?.list.filter((p) => p.state === 'DISBURSED').length ?? 0;
  return (
    <section aria-labelledby={headingId} data-testid="payouts" style={{ display: 'grid', gap: 12, minWidth: 0 }}>
      <h3 id={headingId} style={{ margin: 0 }}>
        {t('payouts_title')}
      </h3>
      <Hint>{waiting > 0 ? t('payouts_waiting', { count: waiting }) : t('payouts_intro')}</Hint>
      {answered ? (
        <SuccessBox
          title={t(`answer_done_${answered.action}`, { amount: money(answered.payout.amount) })}
          testId="payout-success"
        />
      ) : null}
      {body}
      {answering ? (
        <AnswerDialog
          payout={answering.payout}
          action={answering.action}
          onClose={() => setAnswering(null)}
          onDone={() => (setAnswered(answering), setAnswering(null))}
        />
      ) : null}
    </section>
  );
}
