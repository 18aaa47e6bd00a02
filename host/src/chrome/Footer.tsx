/**
 * Footer (spec section 2): the game-provider logo strip (the games remote's `footerGames` slot),
 * the help topics as an accordion, the seven about links, the copyright line.
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { endpoints, isGtagId, openConsentSettings, RemoteBoundary, slotProvider, useApiQuery, useBoot, useManifest, SafeHtml, type FooterGamesProps } from '@vitrine/shared';
import { DomainSpeedDialog } from '../features/domain-speed/DomainSpeedDialog';

const Foot = styled.footer`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  > div {
    max-width: ${({ theme }) => theme.layout.maxContent};
    margin: 0 auto;
    display: grid;
    gap: ${({ theme }) => theme.space(6)};
  }
  /* The games remote's provider strip: its row is kept while it loads (no layout shift). */
  .providers {
    min-height: 32px;
  }
  .columns {
    display: grid;
    grid-template-columns: 2fr 1fr;
    gap: ${({ theme }) => theme.space(6)};
  }
  details {
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    cursor: pointer;
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  details .article {
    padding: 0 0 ${({ theme }) => theme.space(3)};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme }) => theme.color.text};
  }
  .about {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .about a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  .about a:hover {
    color: ${({ theme }) => theme.color.text};
  }
  .consent-link {
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
  .copyright {
    text-align: center;
  }
  .speed-test {
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 0;
    background: none;
    color: ${({ theme }) => theme.color.textMuted};
    text-decoration: underline;
    cursor: pointer;
    font: inherit;
  }
  .speed-test:hover {
    color: ${({ theme }) => theme.color.text};
  }
  @media (max-width: 900px) {
    padding-bottom: calc(${({ theme }) => theme.layout.bottomNavHeight} + ${({ theme }) => theme.space(8)});
    .columns {
      grid-template-columns: 1fr;
    }
  }
`;

/** The seven about links of the spec, each a help-centre topic. */
export const ABOUT_LINKS = endpoints.ABOUT_TOPIC_KEYS;

function HelpAccordion() {
  const { t } = useTranslation('host');
  const help = useApiQuery(endpoints.helpCenter, undefined, { staleTime: 10 * 60_000 });
  const categories = help.data ?? [];
  return (
    <section aria-labelledby="footer-help" data-testid="footer-help">
      <h2 id="footer-help">{t('help_centre')}</h2>
      {categories.slice(0, 6).map((category) => (
        <HelpCategory key={category.id} category={category} />
      ))}
    </section>
  );
}

/**
 * One closed-by-default category. Its articles (server HTML, each through DOMPurify) are drawn
 * when the player opens it, not with the footer: 18 sanitised articles nobody sees cost a route
 * switch about 70 ms (issue 9).
 */
function HelpCategory({ category }: { category: endpoints.HelpCategory }) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{category.title}</summary>
      {open
        ? category.articles.slice(0, 3).map((article) => (
            <div className="article" key={article.id}>
              <strong>{article.title}</strong>
              <SafeHtml html={article.content} />
            </div>
          ))
        : null}
    </details>
  );
}

/**
 * The games remote's provider logos (`footerGames` slot). Decoration: nothing while it loads and
 * nothing when the games remote is down (the bottom nav's category area offers the retry).
 */
function ProvidersSlot() {
  const manifest = useManifest();
  const provider = slotProvider(manifest, 'footerGames');
  if (!provider) return null;
  return (
    <div className="providers" data-slot="footerGames">
      <RemoteBoundary<FooterGamesProps> remote={provider.remote} expose={provider.expose} kind="widget" props={{}} failureTestId="footer-games-failure" />
    </div>
  );
}

export function Footer() {
  const { t } = useTranslation('host');
  const boot = useBoot();
  const [speedTest, setSpeedTest] = useState(false);
  return (
    <Foot data-testid="site-footer">
      <div>
        <ProvidersSlot />
        <div className="columns">
          <HelpAccordion />
          <nav aria-labelledby="footer-about">
            <h2 id="footer-about">{t('about_us')}</h2>
            <ul className="about" data-testid="about-links">
              {ABOUT_LINKS.map((key) => (
                <li key={key}>
                  <Link to={`/help?topic=${key}`}>{t(key)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className="copyright">
          {boot?.info.brand?.copyright || t('copyright', { year: new Date().getFullYear() })} · {t('play_responsibly')} ·{' '}
          <span data-testid="host-version">host {__VITRINE_VERSION__}</span>
          {isGtagId(boot?.info.analytics?.gtagId) ? (
            <>
              {' · '}
              <button type="button" className="consent-link" onClick={openConsentSettings} data-testid="consent-settings">
                {t('consent_settings')}
              </button>
            </>
          ) : null}
        </p>
        {boot?.info.domainRoute?.length ? (
          <p className="copyright">
            <button type="button" className="speed-test" onClick={() => setSpeedTest(true)} data-testid="open-domain-speed">
              {t('speed_test_open')}
            </button>
          </p>
        ) : null}
        <DomainSpeedDialog open={speedTest} onClose={() => setSpeedTest(false)} />
      </div>
    </Foot>
  );
}
