import fs from 'node:fs';
import path from 'node:path';
import { validateManifest } from '../../shared/src/federation/manifest';
import { release, rollback, withMenuLabels } from '../src/release';
import { makeHost, makeRemote, tempDir } from './fixtures';

const write = (file: string, content: object): void => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(content));
};

/** A games build with two menu entries and its locale files (as the contribution plugin emits them). */
function gamesBuild(dir: string, version: string, home: Record<string, string>): string {
  makeRemote(dir, { version });
  const contribution = JSON.parse(fs.readFileSync(path.join(dir, 'contribution.json'), 'utf8'));
  contribution.nav = [
    { key: 'home', labelKey: 'menu_home', path: '/games', placement: 'bottom', icon: 'home', order: 0 },
    { key: 'search', labelKey: 'search_games', path: '/games', placement: 'side', group: 'games', order: 2 },
  ];
  write(path.join(dir, 'contribution.json'), contribution);
  for (const [language, text] of Object.entries(home))
    write(path.join(dir, 'locales', `${language}.json`), { menu_home: text, search_games: `${text}?`, other: 'not a menu label' });
  return dir;
}

describe('the release carries menu labels in every language (remotes.json menuLabels)', () => {
  let root: string;
  let cdn: string;
  let host: string;
  const opts = () => ({ cdnDir: cdn, hostDir: host });
  const live = () => JSON.parse(fs.readFileSync(path.join(cdn, 'remotes.json'), 'utf8'));

  beforeEach(() => {
    root = tempDir();
    cdn = path.join(root, 'cdn');
    host = makeHost(path.join(root, 'host'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('writes each nav label of each locale file, only those, and keeps them through a canary and a rollback', () => {
    release({ ...opts(), remote: 'games', from: gamesBuild(path.join(root, 'g1'), '1.0.0', { en: 'Home', pt: 'Início', ar: 'الرئيسية', 'pt-BR': 'Início' }) });
    const first = live().remotes.games.contribution;
    expect(first.menuLabels).toEqual({
      ar: { menu_home: 'الرئيسية', search_games: 'الرئيسية?' },
      en: { menu_home: 'Home', search_games: 'Home?' },
      pt: { menu_home: 'Início', search_games: 'Início?' },
      'pt-BR': { menu_home: 'Início', search_games: 'Início?' },
    });
    expect(validateManifest(live(), { requireIntegrity: true }).ok).toBe(true);

    release({ ...opts(), remote: 'games', from: gamesBuild(path.join(root, 'g2'), '1.1.0', { en: 'Lobby' }), canary: 10 });
    expect(live().remotes.games.canary.contribution.menuLabels).toEqual({ en: { menu_home: 'Lobby', search_games: 'Lobby?' } });
    expect(live().remotes.games.contribution.menuLabels.en.menu_home).toBe('Home');

    release({ ...opts(), remote: 'games', from: path.join(root, 'g2') });
    expect(live().remotes.games.contribution.menuLabels).toEqual({ en: { menu_home: 'Lobby', search_games: 'Lobby?' } });
    rollback({ ...opts(), remote: 'games' });
    expect(live().remotes.games.contribution.menuLabels.pt.menu_home).toBe('Início');
  });

  it('a build without locale files, or without menu entries, gets no menuLabels; an older remotes.json without them still takes a release', () => {
    release({ ...opts(), remote: 'member', from: makeRemote(path.join(root, 'm1'), { name: 'member' }) });
    expect(live().remotes.member.contribution).not.toHaveProperty('menuLabels');
    release({ ...opts(), remote: 'games', from: gamesBuild(path.join(root, 'g1'), '1.0.0', { en: 'Home' }) });
    expect(live().remotes.member.contribution).not.toHaveProperty('menuLabels');
    expect(live().remotes.games.contribution.menuLabels.en.menu_home).toBe('Home');
    expect(validateManifest(live()).ok).toBe(true);
  });

  it('drops a hand-written menuLabels, and labels that are empty, too long or not text', () => {
    const dir = path.join(root, 'g1');
    gamesBuild(dir, '1.0.0', {});
    write(path.join(dir, 'locales', 'en.json'), { menu_home: '  ', search_games: 'x'.repeat(500) });
    write(path.join(dir, 'locales', 'fr.json'), { menu_home: 42, search_games: 'Rechercher' });
    fs.writeFileSync(path.join(dir, 'locales', 'README.md'), 'not a locale');
    const contribution = { ...JSON.parse(fs.readFileSync(path.join(dir, 'contribution.json'), 'utf8')), menuLabels: { en: { menu_home: 'Forged' } } };
    expect(withMenuLabels(contribution, dir).menuLabels).toEqual({ fr: { search_games: 'Rechercher' } });
    expect(withMenuLabels({ ...contribution, nav: [] }, dir)).not.toHaveProperty('menuLabels');
  });
});
