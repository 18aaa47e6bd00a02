/**
 * Form parts of this remote: the form grid (labelled fields, inputs and the alert/success boxes of
 * a submit are the shared `Field`, `Input`, `FormAlert` and `SuccessBox`).
 */
import styled from '@emotion/styled';

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 560px;
  min-width: 0;
`;
