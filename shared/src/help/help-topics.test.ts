import { findHelpTopic, helpTopicId, htmlToText, searchHelp } from './help-topics';
import type { HelpCategory } from '../api/endpoints/system';

const HELP: HelpCategory[] = [
  {
    id: 1,
    key: 'legal',
    title: 'Termos e políticas',
    articles: [
      { id: 11, key: 'general_terms', title: 'Termos e Condições Gerais', content: '<p>Você deve ter <b>18 anos</b> ou mais.</p>' },
      { id: 12, key: 'privacy_policy', title: 'Política de Privacidade', content: '<p>Dados pessoais &amp; cookies.</p>' },
    ],
  },
  { id: 2, title: 'Pagamentos', articles: [{ id: 21, title: 'Depósito por PIX', content: '<ol><li>Abra o depósito</li></ol>' }] },
];

describe('help topics', () => {
  it('finds an article by key or id, with its group', () => {
    expect(findHelpTopic(HELP, 'privacy_policy')?.article.id).toBe(12);
    expect(findHelpTopic(HELP, 'privacy_policy')?.category.key).toBe('legal');
    expect(findHelpTopic(HELP, '21')?.article.title).toBe('Depósito por PIX');
    expect(findHelpTopic(HELP, 'missing')).toBeNull();
    expect(findHelpTopic(undefined, 'general_terms')).toBeNull();
    expect(findHelpTopic(HELP, null)).toBeNull();
  });

  it('addresses an article by key, else by id', () => {
    expect(helpTopicId(HELP[0]!.articles[0]!)).toBe('general_terms');
    expect(helpTopicId(HELP[1]!.articles[0]!)).toBe('21');
  });

  it('reads the text of HTML, not its markup', () => {
    expect(htmlToText('<p>Dados &amp; <b>cookies</b></p><script>alert(1)</script>')).toBe('Dados & cookies');
  });

  it('searches titles and text, ignoring case and accents, every word must match', () => {
    expect(searchHelp(HELP, 'privacidade')).toEqual([expect.objectContaining({ id: 1, articles: [expect.objectContaining({ id: 12 })] })]);
    // A group's title matches all its articles.
    expect(searchHelp(HELP, 'POLÍTICAS').flatMap((c) => c.articles.map((a) => a.id))).toEqual([11, 12]);
    expect(searchHelp(HELP, '18 ANOS').map((c) => c.articles.map((a) => a.id))).toEqual([[11]]);
    expect(searchHelp(HELP, 'deposito pix').map((c) => c.id)).toEqual([2]);
    expect(searchHelp(HELP, 'script')).toEqual([]);
    expect(searchHelp(HELP, 'pix cookies')).toEqual([]);
    expect(searchHelp(HELP, '  ')).toHaveLength(2);
  });
});
