/**
 * My wallet (member-centre page `transferFund`, label `in_my_wallet`): the player's consolidated
 * funds and every wallet (main and game wallets), a transfer between the main wallet and a game
 * wallet (amount within what the source wallet holds), a one-tap "move to main" per game wallet
 * and "bring everything back". On a seamless (single-wallet) site the transfer is not offered.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  type endpoints,
  ErrorState,
  Field,
  FormAlert,
  formatMoney,
  Hint,
  Money,
  Select,
  Skeleton,
  SuccessBox,
} from '@vitrine/shared';
import { amountProblem, parseAmount } from '../../lib/amount';
import { useErrorText } from '../../lib/error-text';
import { useVendorOptions } from '../../lib/vendors';
import { Chips, FormGrid, GroupLabel } from '../../components/form';
import { AmountField, SubmitRow, useAmountMessage } from '../../components/money-form';
import { Stats } from '../../components/Panel';
import { RecordList } from '../../components/RecordList';
import {
  MAIN_WALLET,
  TRANSFER_LIMITS,
  useFunds,
  useMerchantWallet,
  useRecallAll,
  useWalletTransfer,
} from './use-transfer-fund';

type Direction = 'in' | 'out';

const cents = (value: number) => Math.round(value * 100) / 100;

function Loading() {
  return (
    <div aria-busy="true" data-testid="wallet-loading" style={{ display: 'grid', gap: 12, maxWidth: 560 }}>
      <Skeleton height="72px" />
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} height="56px" />
      ))}
      <Skeleton height="44px" />
    </div>
  );
}

export function TransferFund() {
  const { t, i18n } = useTranslation('member');
  const errorText = useErrorText();
  const funds = useFunds();
  const merchant = useMerchantWallet();
  const vendors = useVendorOptions();
  const transfer = useWalletTransfer();
  const recall = useRecallAll();
  const formId = useId();
  const [direction, setDirection] = useState<Direction>('in');
  const [chosen, setChosen] = useState('');
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const money = (value: number) => formatMoney(value, i18n.language);
  const amountMessage = useAmountMessage('transfer_over_balance');

  if (funds.isPending) return <Loading />;
  if (funds.isError)
    return (
      <ErrorState
        title={t('funds_failed')}
        message={errorText(funds.error)}
        onRetry={() => void funds.refetch()}
        testId="wallet-load-error"
      />
    );

  const { wallets, sumBalance, mainBalance, lockedBalance } = funds.data;
  const balanceOf = (wallet: string) => wallets.find((w) => w.wallet === wallet)?.balance ?? 0;
  const nameOf = (wallet: string) =>
    wallet === MAIN_WALLET
      ? t('main_wallet')
      : (wallets.find((w) => w.wallet === wallet)?.displayName ??
        vendors.find((v) => v.vassalage === wallet)?.displayName ??
        wallet);
  const gameWallets = wallets.filter((w) => w.wallet !== MAIN_WALLET);
  const inGames = cents(gameWallets.reduce((n, w) => n + w.balance, 0));
  // Game wallets the player holds first (with their balance), then every other vendor.
  const options = [
    ...gameWallets.map((w) => w.wallet),
    ...vendors.map((v) => v.vassalage).filter((v) => !gameWallets.some((w) => w.wallet === v)),
  ];
  const game = chosen || gameWallets.find((w) => w.balance > 0)?.wallet || options[0] || '';
  const from = direction === 'in' ? MAIN_WALLET : game;
  const to = direction === 'in' ? game : MAIN_WALLET;
  const available = balanceOf(from);
  const single = merchant.data?.isSingle === true;
  const busy = transfer.isPending || recall.isPending;

  const problem = amountProblem(amount, { ...TRANSFER_LIMITS, balance: available });
  const walletProblem = game ? null : t('wallet_required');
  const serverAmount = transfer.isError && transfer.error?.code === 'balance_not_enough';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem || walletProblem || recall.isPending) return;
    recall.reset();
    transfer.mutate(
      { from, to, amount: parseAmount(amount) as number },
      { onSuccess: () => (setAmount(''), setChecked(false)) },
    );
  };

  const moveToMain = (wallet: endpoints.SubWallet) => {
    if (busy) return;
    recall.reset();
    transfer.mutate({ from: wallet.wallet, to: MAIN_WALLET, amount: wallet.balance });
  };

  const loaded = gameWallets.filter((w) => w.balance > 0);

  return (
    <>
      <Stats data-testid="wallet-totals">
        <div>
          <dt>{t('total_balance')}</dt>
          <dd>
            <Money value={sumBalance} testId="wallet-total" />
          </dd>
        </div>
        <div>
          <dt>{t('main_wallet')}</dt>
          <dd>
            <Money value={mainBalance} testId="wallet-main" />
          </dd>
        </div>
        <div>
          <dt>{t('in_game_wallets')}</dt>
          <dd>
            <Money value={inGames} testId="wallet-in-games" />
          </dd>
        </div>
        {lockedBalance > 0 ? (
          <div>
            <dt>{t('pending_withdrawals')}</dt>
            <dd>
              <Money value={lockedBalance} />
            </dd>
          </div>
        ) : null}
      </Stats>

      {transfer.isSuccess && transfer.variables ? (
        <SuccessBox
          title={t('transfer_done', {
            amount: money(transfer.variables.amount),
            from: nameOf(transfer.variables.from),
            to: nameOf(transfer.variables.to),
          })}
          testId="transfer-success"
        />
      ) : null}
      {recall.isSuccess ? (
        <SuccessBox title={t('recall_done', { amount: money(recall.data) })} testId="recall-success" />
      ) : null}
      {recall.isError ? (
        <FormAlert title={t('recall_failed')} message={errorText(recall.error)} testId="recall-error" />
      ) : null}

      <section aria-labelledby={`${formId}-wallets`}>
        <GroupLabel id={`${formId}-wallets`} as="h3">
          {t('my_wallets')}
        </GroupLabel>
        <RecordList data-testid="wallet-list" aria-busy={busy}>
          {wallets.map((w) => (
            <li key={w.wallet} data-testid="wallet-row" data-wallet={w.wallet}>
              <div className="what">
                <strong>{nameOf(w.wallet)}</strong>
                {w.wallet === MAIN_WALLET ? <span className="meta">{t('main_wallet_hint')}</span> : null}
              </div>
              <div className="amounts">
                <strong>
                  <Money value={w.balance} />
                </strong>
                {w.wallet !== MAIN_WALLET && w.balance > 0 && !single ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={busy}
                    onClick={() => moveToMain(w)}
                    aria-label={t('move_to_main_named', { name: nameOf(w.wallet) })}
                    data-testid="wallet-move-to-main"
                  >
                    {t('move_to_main')}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </RecordList>
      </section>

      {single ? (
        <Card>
          <Hint data-testid="wallet-single">{t('single_wallet')}</Hint>
        </Card>
      ) : (
        <>
          {loaded.length > 1 ? (
            <div>
              <Button
                type="button"
                variant="ghost"
                disabled={busy}
                onClick={() => (transfer.reset(), recall.mutate(loaded))}
                data-testid="wallet-recall-all"
              >
                {recall.isPending ? t('processing') : t('recall_all')}
              </Button>
            </div>
          ) : null}
          <FormGrid noValidate onSubmit={submit} data-testid="transfer-form" aria-busy={transfer.isPending}>
            <h3 style={{ margin: 0 }}>{t('wallet_transfer')}</h3>
            <div role="radiogroup" aria-labelledby={`${formId}-direction`}>
              <GroupLabel id={`${formId}-direction`}>{t('transfer_direction')}</GroupLabel>
              <Chips>
                {(['in', 'out'] as const).map((d) => (
                  <button
                    key={d}
                    type="button"
                    role="radio"
                    aria-checked={direction === d}
                    onClick={() => (setDirection(d), transfer.reset())}
                    data-direction={d}
                  >
                    {t(d === 'in' ? 'direction_in' : 'direction_out')}
                  </button>
                ))}
              </Chips>
            </div>
            <Field name="wallet" label={t('game_wallet')} error={checked ? walletProblem : null}>
              {(control) => (
                <Select
                  {...control}
                  value={game}
                  onChange={(e) => setChosen(e.target.value)}
                  data-testid="transfer-wallet"
                >
                  {options.map((wallet) => (
                    <option key={wallet} value={wallet}>
                      {`${nameOf(wallet)} · ${money(balanceOf(wallet))}`}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <AmountField
              value={amount}
              onChange={setAmount}
              hint={t('transfer_available', { wallet: nameOf(from), amount: money(available) })}
              error={
                (checked && problem ? amountMessage(problem) : null) ??
                (serverAmount ? errorText(transfer.error) : null)
              }
              all={available}
              min={TRANSFER_LIMITS.min}
              testIdPrefix="transfer"
            />
            <SubmitRow
              failure={
                transfer.isError && !serverAmount
                  ? { title: t('transfer_failed'), message: errorText(transfer.error) }
                  : null
              }
              uncertain={transfer.isUncertain ? { checking: transfer.checking, onRetry: transfer.retry } : null}
              pending={transfer.isPending}
              disabled={busy || transfer.checking}
              label={t('transfer_submit')}
              testIdPrefix="transfer"
            />
          </FormGrid>
        </>
      )}
    </>
  );
}
