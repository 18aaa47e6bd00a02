import styled from '@emotion/styled';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isModuleEnabled, useBoot, type RemotePageProps } from '@vitrine/shared';
import { SearchPanel } from '../features/search/SearchPanel';
import { useGameLauncher } from '../features/launch/use-game-launcher';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/** `/search?q=…`: the whole catalogue, searched in memory as you type. */
export default function SearchPage(_props: RemotePageProps) {
  const { t } = useTranslation('games');
  const [params] = useSearchParams();
  const boot = useBoot();
  const launcher = useGameLauncher();
  return (
    <Page data-testid="search-page">
      <h1>{t('search_games')}</h1>
      <SearchPanel
        initialQuery={params.get('q') ?? ''}
        onPlay={launcher.play}
        onTrial={launcher.trial}
        freeTrial={isModuleEnabled('FREEPLAY3', boot)}
      />
      {launcher.element}
    </Page>
  );
}
