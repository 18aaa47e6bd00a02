/**
 * One agent-centre contract page (items 9–12: bonus/dividend, daily wages, hourly salary, real-time
 * salary). The agent's own contract with its upline (terms, state, answer an offer, ask to end
 * it), the contracts it offers its direct downlines (offer a new one, withdraw, end), and what the
 * kind paid it. Which sides show comes from the contract info's request type of the kind.
 */
import styled from '@emotion/styled';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorState, Skeleton, errorMessageKey, type endpoints } from '@vitrine/shared';
import { awaitsMe, isOpen, mayOffer, mayReceive, type KindConfig } from './kinds';
import { ContractCard } from './ContractCard';
import { OfferForm } from './OfferForm';
import { Settlements } from './Settlements';
import { Muted, Section } from './parts';
import { useContractInfo, useContracts } from './use-contracts';

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Toggle = styled.button`
  justify-self: start;
  min-height: ${({ theme }) => theme.layout.touch};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Status = styled.p`
  margin: 0;
  &:not(:empty) {
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.success};
    border-inline-start-width: 4px;
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  &:focus {
    outline: none;
  }
`;

/** Requests waiting for the caller first, then open contracts, newest first. */
const order = (a: endpoints.Contract, b: endpoints.Contract) =>
  Number(awaitsMe(b)) - Number(awaitsMe(a)) || Number(isOpen(b)) - Number(isOpen(a)) || b.id - a.id;

function ContractList({
  config,
  contracts,
  testId,
  onDone,
}: {
  config: KindConfig;
  contracts: endpoints.Contract[];
  testId: string;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('agent');
  const [showEnded, setShowEnded] = useState(false);
  const open = contracts.filter(isOpen).sort(order);
  const ended = contracts.filter((c) => !isOpen(c)).sort(order);
  const shown = showEnded ? [...open, ...ended] : open;
  return (
    <>
      {shown.length ? (
        <Cards data-testid={testId}>
          {shown.map((c) => (
            <ContractCard key={c.id} config={config} contract={c} onDone={onDone} />
          ))}
        </Cards>
      ) : null}
      {ended.length ? (
        <Toggle type="button" aria-expanded={showEnded} onClick={() => setShowEnded((v) => !v)} data-testid={`${testId}-ended-toggle`}>
          {showEnded ? t('ct_hide_ended') : t('ct_show_ended', { n: ended.length })}
        </Toggle>
      ) : null}
    </>
  );
}

function Loading() {
  return (
    <div aria-busy="true" data-testid="contracts-loading" style={{ display: 'grid', gap: 12 }}>
      <Skeleton height="20px" width="60%" />
      <Skeleton height="140px" />
      <Skeleton height="140px" />
    </div>
  );
}

export function Contracts({ config }: { config: KindConfig }) {
  const { t } = useTranslation('agent');
  const { t: tc } = useTranslation('common');
  const info = useContractInfo();
  const list = useContracts(config);
  const [offering, setOffering] = useState(false);
  const [status, setStatus] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const offerButton = useRef<HTMLButtonElement>(null);

  if (info.isPending || list.isPending) return <Loading />;
  if (info.isError || list.isError) {
    const failed = info.error ?? list.error;
    return (
      <ErrorState
        title={t('ct_load_failed')}
        message={failed?.serverMessage || tc(errorMessageKey(failed))}
        onRetry={() => {
          if (info.isError) void info.refetch();
          if (list.isError) void list.refetch();
        }}
        testId="contracts-error"
      />
    );
  }

  const requestType = info.data[config.requestType];
  const contracts = list.data.contracts;
  const fromUpline = contracts.filter((c) => c.role === 'DOWNLINE');
  const toDownlines = contracts.filter((c) => c.role === 'UPLINE');
  const receives = mayReceive(requestType) || fromUpline.length > 0;
  const offers = mayOffer(requestType) || toDownlines.length > 0;

  // Said in the live region and focused: the card that was acted on may have left the list.
  const done = (message: string) => {
    setStatus(message);
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  if (!receives && !offers) return <EmptyState message={t('ct_not_for_you')} testId="contracts-none" />;

  return (
    <>
      <Muted data-testid="contracts-intro">{t(`ct_intro_${config.key}`)}</Muted>
      <Status ref={statusRef} role="status" tabIndex={-1} data-testid="contracts-status">
        {status}
      </Status>
      {receives ? (
        <Section aria-labelledby="from-upline-title" data-testid="from-upline">
          <header>
            <h3 id="from-upline-title">{t('ct_from_upline')}</h3>
          </header>
          {fromUpline.some(isOpen) ? null : <Muted data-testid="from-upline-empty">{t('ct_from_upline_none')}</Muted>}
          <ContractList config={config} contracts={fromUpline} testId="from-upline-list" onDone={done} />
        </Section>
      ) : null}
      {offers ? (
        <Section aria-labelledby="to-downlines-title" data-testid="to-downlines">
          <header>
            <h3 id="to-downlines-title">{t('ct_to_downlines')}</h3>
            {offering || !mayOffer(requestType) ? null : (
              <Button ref={offerButton} type="button" size="sm" onClick={() => setOffering(true)} data-testid="offer-open">
                {t('ct_offer_new')}
              </Button>
            )}
          </header>
          {offering ? (
            <OfferForm
              config={config}
              contracts={contracts}
              onCancel={() => {
                setOffering(false);
                requestAnimationFrame(() => offerButton.current?.focus());
              }}
              onDone={(message) => {
                setOffering(false);
                done(message);
              }}
            />
          ) : null}
          {toDownlines.some(isOpen) ? null : <Muted data-testid="to-downlines-empty">{t('ct_to_downlines_none')}</Muted>}
          <ContractList config={config} contracts={toDownlines} testId="to-downlines-list" onDone={done} />
        </Section>
      ) : null}
      {receives ? <Settlements config={config} /> : null}
    </>
  );
}
