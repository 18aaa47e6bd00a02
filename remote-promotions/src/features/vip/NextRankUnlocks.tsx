/**
 * What the next VIP rank unlocks for this player: the benefits it adds to theirs, its upgrade
 * bonus and its rebate rate, from the rank list (`getVipRankList`) and the player's progress.
 */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Card, Hint, Money, endpoints } from '@vitrine/shared';

const Box = styled(Card)`
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(5)};
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  .new {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** The benefits `next` has that `current` has not (server order). */
export function addedBenefits(current: endpoints.VipRank | undefined, next: endpoints.VipRank): string[] {
  const have = new Set(current?.benefits ?? []);
  return next.benefits.filter((b) => !have.has(b));
}

export function NextRankUnlocks({ ranks, rankLevel }: { ranks: endpoints.VipRank[]; rankLevel: number }) {
  const { t, i18n } = useTranslation('promotions');
  const current = ranks.find((r) => r.rankLevel === rankLevel);
  const next = ranks.find((r) => r.rankLevel === rankLevel + 1);
  if (!next) return null;
  const added = addedBenefits(current, next);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <Box data-testid="vip-next-unlocks" data-rank={next.rankLevel}>
      <h3>{t('vip_next_unlocks', { rank: next.labelName })}</h3>
      <ul>
        <li>
          {t('vip_upgrade_bonus')}: <Money value={next.upgradeBonus} />
        </li>
        <li>
          {t('vip_rebate')}: {percent.format(next.rebateRate)}
          {current ? ` (${percent.format(current.rebateRate)})` : ''}
        </li>
        {added.map((benefit) => (
          <li key={benefit} className="new" data-testid="vip-new-benefit">
            {benefit}
          </li>
        ))}
      </ul>
      {added.length === 0 ? <Hint>{t('vip_next_same_benefits')}</Hint> : null}
    </Box>
  );
}
