import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@vitrine/shared';
import { HelpCentre } from '../features/help/HelpCentre';
import { Feedback } from '../features/feedback/Feedback';
import { RgHelpLink } from '../features/player-safety/RgHelpLink';

const Page = styled.div<{ embedded: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme, embedded }) => (embedded ? theme.space(3) : theme.space(4))};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  header p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * Routes `/help` (in the full chrome) and `/helpmc` (the app's web view: no header, footer or side
 * menu; open to visitors even with the login guard on). Same content, same topic addresses.
 */
export default function HelpPage({ route }: RemotePageProps) {
  const { t } = useTranslation('member');
  const embedded = route.path === '/helpmc';
  return (
    <Page embedded={embedded} data-testid="help-page" data-embedded={embedded}>
      <header>
        <h1>{t('help_title')}</h1>
        <p>{t('help_intro')}</p>
      </header>
      <HelpCentre
        basePath={route.path}
        feedback={<Feedback />}
        topicExtras={{ responsible_gaming: <RgHelpLink /> }}
      />
    </Page>
  );
}
