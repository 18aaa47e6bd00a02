import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { getConfig } from '../config/config';

const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** Format an amount the same way everywhere: currency symbol from config, digits in the current language. */
export function formatMoney(value: number, language: string): string {
  const formatted = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  return `${getConfig().currencySymbol} ${formatted}`;
}

export function Money({ value, testId }: { value: number | null | undefined; testId?: string }) {
  const { i18n } = useTranslation();
  return <Amount data-testid={testId}>{value === null || value === undefined ? '- -' : formatMoney(value, i18n.language)}</Amount>;
}
