import styled from '@emotion/styled';
import { Money } from '@vitrine/shared';

const Tone = styled.span<{ tone: 'up' | 'down' | 'flat' }>`
  color: ${({ theme, tone }) => (tone === 'up' ? theme.color.success : tone === 'down' ? theme.color.danger : theme.color.text)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** An amount coloured by its sign (wins and credits green, losses and debits red). */
export function SignedMoney({ value, testId }: { value: number; testId?: string }) {
  return (
    <Tone
      tone={value > 0 ? 'up' : value < 0 ? 'down' : 'flat'}
      data-sign={value > 0 ? 'up' : value < 0 ? 'down' : 'flat'}
    >
      <Money value={value} testId={testId} />
    </Tone>
  );
}
