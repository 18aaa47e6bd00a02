import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { CentrePanelProps } from '@vitrine/shared';
import { SecurityCenter } from '../features/security-center/SecurityCenter';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Version = styled.small`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** Member-centre page `securityCenter`. */
export default function SecurityCenterPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('member');
  return (
    <Panel data-testid="security-center">
      <h2>{t('in_my_account')}</h2>
      <SecurityCenter />
      <Version data-testid="remote-version" data-remote="member">
        member {__VITRINE_VERSION__}
      </Version>
    </Panel>
  );
}
