import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { getConfig } from '../config/config';
import { numberFormat } from '../i18n/intl-formats';

const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** One number format per language: building an Intl.NumberFormat costs far more than using one. */
const moneyFormat = (language: string): Intl.NumberFormat => numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Build the language's money format ahead of its first amount. The page's first Intl.NumberFormat
 * loads the browser's number data: about 23 ms on a desktop, four times that on a phone (issue 9).
 * Built inside the render that shows the first amount (the jackpot, a balance), it lengthened that
 * render's task; the host builds it in a task of its own while the boot waits for the network.
 */
export function prepareMoneyFormat(language: string): void {
  moneyFormat(language);
}

/** Format an amount the same way everywhere: currency symbol from config, digits in the current language. */
export function formatMoney(value: number, language: string): string {
  return `${getConfig().currencySymbol} ${moneyFormat(language).format(value)}`;
}

export function Money({ value, testId }: { value: number | null | undefined; testId?: string }) {
  const { i18n } = useTranslation();
  return <Amount data-testid={testId}>{value === null || value === undefined ? '- -' : formatMoney(value, i18n.language)}</Amount>;
}

const Signed = styled.span<{ tone: 'up' | 'down' | 'flat' }>`
  color: ${({ theme, tone }) => (tone === 'up' ? theme.color.success : tone === 'down' ? theme.color.danger : theme.color.text)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** An amount coloured by its sign (wins and credits green, losses and debits red); `data-sign` says which. */
export function SignedMoney({ value, testId }: { value: number; testId?: string }) {
  const tone = value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
  return (
    <Signed tone={tone} data-sign={tone}>
      <Money value={value} testId={testId} />
    </Signed>
  );
}
