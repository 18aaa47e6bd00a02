/**
 * Form parts of the wallet panels that only the member remote uses: the amount input, the form
 * grid and choice chips. Field, Input, Select, FormAlert and SuccessBox come from `@vitrine/shared`.
 */
import styled from '@emotion/styled';
import { Input } from '@vitrine/shared';

/** An amount field: digits end-aligned in the player's reading direction. */
export const AmountInput = styled(Input)`
  font-variant-numeric: tabular-nums;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const FormGrid = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 560px;
  min-width: 0;
`;

/** A row of choice chips (channels, presets, quick amounts): radio-like toggle buttons. */
export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  button {
    min-height: ${({ theme }) => theme.layout.touch};
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceSunken};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
    cursor: pointer;
    transition: background ${({ theme }) => theme.motion.fast};
    font-variant-numeric: tabular-nums;
  }
  button[aria-pressed='true'],
  button[aria-checked='true'] {
    background: ${({ theme }) => theme.color.primary};
    border-color: transparent;
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/** The visible name of a group of chips (referenced by the group's aria-labelledby). */
export const GroupLabel = styled.span`
  display: block;
  margin-block-end: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** An input with a button at its end (e.g. "All" beside an amount). */
export const InputWithAction = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  input {
    flex: 1;
    min-width: 0;
  }
`;
