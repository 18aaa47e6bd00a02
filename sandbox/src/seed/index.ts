import type { DB } from '../db';
import type { Ledger } from '../services/ledger';
import { HOUSE, MAIN } from '../services/ledger';
import { createMember, type MemberRow } from '../services/members';
import { linkSeedIdentities } from '../services/social';
import { addPoints, settleRound, type GameRow } from '../services/betting';
import { pick, prng } from '../core/util';
import { FISH_WORDS, GAME_TYPES, LIVE_WORDS, LOTTERY_NAMES, NAMES, PVP_WORDS, VENDORS, WORDS_A, WORDS_B } from './data';
import { WEAK_PASSWORD } from '../core/state';
import { settleAll } from '../services/contracts';

export const SEED = 20260101;
export const DEMO_PASSWORD = 'Demo1234';

const DAY = 86400_000;

function iso(msAgo: number): string {
  return new Date(Date.now() - msAgo).toISOString();
}

/** True when the database holds no seed yet. */
export function needsSeed(db: DB): boolean {
  return (db.prepare('SELECT COUNT(*) AS n FROM vendors').get() as { n: number }).n === 0;
}

export function seed(db: DB, ledger: Ledger): void {
  const rnd = prng(SEED);
  db.transaction(() => {
    seedVip(db);
    seedGames(db, rnd);
    seedAnnouncements(db);
    seedPromotions(db);
    seedMissions(db);
    seedRewards(db);
    seedAccounts(db, ledger, rnd);
  })();
}

function seedVip(db: DB): void {
  const ins = db.prepare('INSERT INTO vip_ranks VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (let l = 0; l <= 10; l++) {
    const benefits = ['Daily rebate'];
    if (l >= 2) benefits.push('Birthday bonus');
    if (l >= 5) benefits.push('VIP customer service');
    if (l >= 8) benefits.push('Personal account manager');
    ins.run(l, `VIP${l}`, l * l * 100000, l * l * 500000, l * 5000 * l, Math.round((0.3 + l * 0.08) * 100) / 100 / 100, JSON.stringify(benefits));
  }
}

function seedGames(db: DB, rnd: () => number): void {
  const insV = db.prepare('INSERT INTO vendors (vassalage, display_name, category, also_in, is_hot, support_play, direct_launch, account_type_name, maintenance, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const insG = db.prepare(
    `INSERT INTO games (node_id, game_id, vassalage, game_name, game_type, category, support_play, is_hot, is_game, parent_node_id, code, default_play_type, account_type_name, min_bet, line_num, rtp, sort)
     VALUES (@node_id, @game_id, @vassalage, @game_name, @game_type, @category, @support_play, @is_hot, @is_game, @parent_node_id, @code, @default_play_type, @account_type_name, @min_bet, @line_num, @rtp, @sort)`,
  );
  let lotteryIdx = 0;
  VENDORS.forEach((v, vi) => {
    // One vendor under maintenance, to exercise vendor_under_maintenance.
    const maintenance = v.vassalage === 'CMD' ? JSON.stringify({ startTime: '2026-01-01 00:00:00', endTime: '2099-12-31 23:59:59' }) : null;
    insV.run(v.vassalage, v.displayName, v.category, (v.alsoIn ?? []).join(','), v.hot ? 1 : 0, v.supportPlay ?? 1, v.direct ? 1 : 0, v.accountTypeName ?? null, maintenance, vi);
    const types = GAME_TYPES[v.category];
    const used = new Set<string>();
    for (let i = 0; i < v.games; i++) {
      const nodeId = `${v.vassalage}-${String(i + 1).padStart(4, '0')}`;
      let name: string;
      let gameType = pick(rnd, types).gameType;
      let code: string | null = null;
      let playType: string | null = null;
      if (v.category === 'RNG') {
        name = `${pick(rnd, WORDS_A)} ${pick(rnd, WORDS_B)}`;
        if (used.has(name)) name = `${name} ${2 + Math.floor(rnd() * 8)}`;
        if (used.has(name)) name = `${name} ${i}`;
        gameType = rnd() < 0.75 ? 'SLOT' : gameType;
      } else if (v.category === 'LIVE') {
        const t = types[i % types.length];
        gameType = t.gameType;
        name = `${pick(rnd, LIVE_WORDS)} ${t.name} ${1 + Math.floor(i / types.length)}`;
      } else if (v.category === 'FISH') {
        name = `${FISH_WORDS[i % FISH_WORDS.length]}${i >= FISH_WORDS.length ? ` ${1 + Math.floor(i / FISH_WORDS.length)}` : ''}`;
      } else if (v.category === 'PVP') {
        name = `${PVP_WORDS[i % PVP_WORDS.length]}${i >= PVP_WORDS.length ? ` ${1 + Math.floor(i / PVP_WORDS.length)}` : ''}`;
      } else if (v.category === 'SPORTS') {
        name = v.displayName;
        gameType = v.vassalage === 'IMES' || v.vassalage === 'TF' || v.vassalage === 'IA' ? 'ESPORTS' : 'SPORTS';
      } else {
        name = LOTTERY_NAMES[lotteryIdx++ % LOTTERY_NAMES.length];
        code = `${v.vassalage}_${String(i + 1).padStart(2, '0')}`;
        playType = i % 2 === 0 ? 'STANDARD' : 'QUICK';
      }
      used.add(name);
      const isParent = v.category === 'RNG' && i % 97 === 5;
      const row: GameRow = {
        node_id: nodeId, game_id: `${v.vassalage.toLowerCase()}_${i + 1}`, vassalage: v.vassalage, game_name: name, game_type: gameType,
        category: v.category, support_play: v.supportPlay === 0 && rnd() < 0.8 ? 0 : 1, is_hot: rnd() < 0.03 || i < (v.hot ? 4 : 1) ? 1 : 0,
        is_game: isParent ? 'VASSALAGE' : 'GAME', parent_node_id: null, code, default_play_type: playType,
        account_type_name: v.accountTypeName ?? null, min_bet: [10, 20, 50, 100][Math.floor(rnd() * 4)], line_num: [1, 9, 20, 25, 50, 243][Math.floor(rnd() * 6)],
        rtp: 0.92 + Math.floor(rnd() * 60) / 1000, sort: i,
      };
      insG.run(row);
      if (isParent) {
        for (let s = 0; s < 4; s++) {
          insG.run({ ...row, node_id: `${nodeId}-S${s + 1}`, game_id: `${row.game_id}_s${s + 1}`, game_name: `${name} ${['Classic', 'Deluxe', 'Megaways', 'Hold & Win'][s]}`, is_game: 'GAME', parent_node_id: nodeId, is_hot: 0, sort: s });
        }
      }
    }
  });
}

const SCRIPT_PAYLOADS = [
  '<p>Manutenção programada concluída.</p><script>window.__xss = "notice-script"; alert("xss")</script>',
  '<p>Novo provedor!</p><img src="x" onerror="window.__xss=\'notice-onerror\'; alert(1)">',
  '<p>Clique <a href="javascript:alert(1)">aqui</a> para saber mais.</p>',
  '<div onclick="alert(1)" style="color:red">Promoção relâmpago</div><iframe src="https://evil.example/"></iframe>',
];

/** Announcements in PT (default) and EN (answered when `Language: EN`). */
function seedAnnouncements(db: DB): void {
  const ins = db.prepare('INSERT INTO announcements (type, title, content, title_en, content_en, date, image_url, link_url, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const base = Date.UTC(2026, 0, 1);
  const topicsPt = ['Manutenção', 'Novos jogos', 'Depósito PIX', 'Torneio semanal', 'Segurança da conta', 'Bônus VIP'];
  const topicsEn = ['Maintenance', 'New games', 'PIX deposit', 'Weekly tournament', 'Account security', 'VIP bonus'];
  for (let i = 0; i < 24; i++) {
    const unsafe = i % 6 === 2 ? SCRIPT_PAYLOADS[Math.floor(i / 6) % SCRIPT_PAYLOADS.length] : '';
    const pt = `<h3>Aviso ${i + 1}</h3><p>Caro jogador, este é o aviso número <b>${i + 1}</b>. Consulte os <a href="/help">termos</a>.</p><ul><li>Item A</li><li>Item B</li></ul>${unsafe}`;
    const en = `<h3>Notice ${i + 1}</h3><p>Dear player, this is notice number <b>${i + 1}</b>. See the <a href="/help">terms</a>.</p><ul><li>Item A</li><li>Item B</li></ul>${unsafe}`;
    ins.run('PL', `Aviso ${i + 1}: ${topicsPt[i % 6]}`, pt, `Notice ${i + 1}: ${topicsEn[i % 6]}`, en,
      new Date(base + i * DAY).toISOString().replace('T', ' ').slice(0, 19), null, null, i);
  }
  for (let i = 0; i < 5; i++) ins.run('B', `Banner ${i + 1}`, '', `Banner ${i + 1}`, '', '2026-01-01 00:00:00', `/banner/${i + 1}.png`, i === 0 ? '/promotions' : i === 1 ? '/vip' : i === 2 ? '/rng?page=PG' : null, i);
  ins.run('PU', 'Bem-vindo ao Vitrine', '<p>Bônus de boas-vindas de <b>100%</b> no primeiro depósito!</p>', 'Welcome to Vitrine', '<p>A <b>100%</b> welcome bonus on your first deposit!</p>', '2026-01-01 00:00:00', '/banner/popup-1.png', '/promotions', 0);
  ins.run('PU', 'Aviso de segurança', '<p>Nunca compartilhe sua senha.</p><img src=x onerror="alert(\'popup\')">', 'Security notice', '<p>Never share your password.</p><img src=x onerror="alert(\'popup\')">', '2026-01-02 00:00:00', null, null, 1);
  for (let i = 0; i < 4; i++) ins.run('PR', `Promoção ${i + 1}`, `<p>Promoção em destaque ${i + 1}</p>`, `Promotion ${i + 1}`, `<p>Featured promotion ${i + 1}</p>`, '2026-01-01 00:00:00', `/promo/${i + 1}.png`, `/promoDetail?id=${i + 1}`, i);
  for (let i = 0; i < 3; i++) ins.run('H', `Destaque ${i + 1}`, `<p>Notícia da página inicial ${i + 1}</p>`, `Highlight ${i + 1}`, `<p>Home page news ${i + 1}</p>`, '2026-01-01 00:00:00', null, null, i);
}

const CATEGORIES = ['OTHERS', 'SPORTS', 'LIVE_CASINO', 'SLOTS', 'CARD_GAMES', 'FISH', 'LOTTO', 'REBATE', 'POINTS_MALL', 'RANKING', 'DEPOSIT', 'APP_DOWNLOAD', 'NEWBIE', 'GAME_PROMOTIONS'];
const TAGS = ['NEWBIE', 'LIMITED', 'SPECIAL_OFFER', 'DAILY', 'HIGH_REBATE', 'VIP'];
const MODES = ['CLAIM', 'APPLY', 'JOIN', 'INFO'];

function seedPromotions(db: DB): void {
  const ins = db.prepare('INSERT INTO promotions (title, summary, content, terms, category, tags, mode, bonus, start_time, end_time, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  let n = 0;
  for (const cat of CATEGORIES) {
    for (let k = 0; k < 2; k++) {
      const tags = [TAGS[n % TAGS.length], ...(k === 1 ? [TAGS[(n + 3) % TAGS.length]] : [])];
      const mode = MODES[n % MODES.length];
      // Mostly running; one coming soon, one closed.
      const start = n === 5 ? iso(-10 * DAY) : iso(30 * DAY);
      const end = n === 9 ? iso(1 * DAY) : iso(-60 * DAY);
      ins.run(`${cat.replace(/_/g, ' ').toLowerCase().replace(/^\w/, (c) => c.toUpperCase())} bonus ${k + 1}`,
        `Ganhe até ${(n + 1) * 50} em ${cat.toLowerCase()}`, `<h2>Como participar</h2><p>Regras da promoção ${n + 1}.</p>`,
        '<ol><li>Uma vez por conta.</li><li>Rollover 10x.</li></ol>', cat, JSON.stringify(tags), mode, (n + 1) * 500, start, end, n);
      n++;
    }
  }
}

function seedMissions(db: DB): void {
  const ins = db.prepare('INSERT INTO missions (title, description, metric, target, reward_points, reward_amount, end_time) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const end = iso(-30 * DAY);
  ins.run('Apostador iniciante', 'Aposte 100 no total', 'BET_AMOUNT', 10000, 50, 500, end);
  ins.run('Apostador dedicado', 'Aposte 5.000 no total', 'BET_AMOUNT', 500000, 500, 5000, end);
  ins.run('10 rodadas', 'Jogue 10 rodadas', 'BET_COUNT', 10, 20, 200, end);
  ins.run('100 rodadas', 'Jogue 100 rodadas', 'BET_COUNT', 100, 200, 2000, end);
  ins.run('Primeiro depósito', 'Deposite 50', 'DEPOSIT_AMOUNT', 5000, 100, 1000, end);
  ins.run('Fiel', 'Entre em 3 dias diferentes', 'LOGIN_DAYS', 3, 30, 300, end);
}

function seedRewards(db: DB): void {
  const ins = db.prepare('INSERT INTO point_rewards (name, points, quantity, remark) VALUES (?, ?, ?, ?)');
  ins.run('Bônus de 10', 1000, 500, 'Crédito de 10 na carteira');
  ins.run('Bônus de 50', 4500, 200, 'Crédito de 50 na carteira');
  ins.run('Rodadas grátis PG (20)', 2000, 100, '20 rodadas grátis');
  ins.run('Camiseta Vitrine', 8000, 20, 'Entrega em 30 dias');
  ins.run('Fone bluetooth', 25000, 5, 'Entrega em 30 dias');
  ins.run('Esgotado', 100, 0, 'Sem estoque');
}

function fund(ledger: Ledger, m: MemberRow, cents: number, at: string): void {
  if (cents > 0) ledger.memberHouse('DEPOSIT', m.id, MAIN, HOUSE.CASH, cents, 'Seed deposit', at);
}

function playHistory(db: DB, ledger: Ledger, rnd: () => number, m: MemberRow, rounds: number, targetCents: number): void {
  const games = db.prepare("SELECT * FROM games WHERE parent_node_id IS NULL AND is_game = 'GAME' AND category IN ('RNG','LIVE','FISH','PVP') AND rowid % 37 = 1").all() as GameRow[];
  const plan: { g: GameRow; bet: number; win: number; at: string }[] = [];
  let net = 0;
  for (let i = 0; i < rounds; i++) {
    const g = games[Math.floor(rnd() * games.length)];
    const bet = [100, 200, 500, 1000, 2000][Math.floor(rnd() * 5)];
    const r = rnd();
    const win = r < 0.45 ? 0 : r < 0.9 ? Math.round(bet * (0.5 + rnd() * 1.5)) : bet * (3 + Math.floor(rnd() * 10));
    net += win - bet;
    plan.push({ g, bet, win, at: iso(Math.floor((rounds - i) * (14 * DAY / rounds))) });
  }
  // Fund so that the balance ends at exactly targetCents and never dips below zero.
  let low = 0;
  let run = 0;
  for (const p of plan) {
    run -= p.bet;
    low = Math.min(low, run);
    run += p.win;
  }
  const deposit = Math.max(targetCents - net, -low);
  fund(ledger, m, deposit, iso(15 * DAY));
  for (const p of plan) settleRound(db, ledger, m.id, p.g, p.bet, p.win, p.at);
  const extra = ledger.sumBalance(m.id) - targetCents;
  if (extra > 0) ledger.memberHouse('WITHDRAW', m.id, MAIN, HOUSE.CASH, -extra, 'Seed withdrawal', iso(DAY / 2));
}

function seedAccounts(db: DB, ledger: Ledger, rnd: () => number): void {
  const old = iso(60 * DAY);
  const demo = createMember(db, { username: 'demo', password: DEMO_PASSWORD, nickname: 'Demo', mobile: '11987654321', dialingCode: '55', email: 'demo@example.com', payeeName: 'Demo Jogador', firstLogin: false, createdAt: old, vipLevel: 2 });
  playHistory(db, ledger, rnd, demo, 60, 1_000_000);
  linkSeedIdentities(db, demo.id);
  const vip5 = createMember(db, { username: 'vip5', password: DEMO_PASSWORD, nickname: 'VIP Cinco', vipLevel: 5, mobile: '11987650005', firstLogin: false, createdAt: old, email: 'vip5@example.com' });
  playHistory(db, ledger, rnd, vip5, 40, 5_000_000);
  const trial = createMember(db, { username: 'trial', password: DEMO_PASSWORD, nickname: 'Trial', type: 4, firstLogin: false, createdAt: old, trialKey: 'seed-trial' });
  fund(ledger, trial, 200_000, old);
  const weak = createMember(db, { username: 'weak', password: WEAK_PASSWORD, nickname: 'Weak', firstLogin: false, createdAt: old });
  fund(ledger, weak, 50_000, old);
  const newbie = createMember(db, { username: 'newbie', password: DEMO_PASSWORD, nickname: 'Newbie', createdAt: iso(DAY) });
  fund(ledger, newbie, 10_000, iso(DAY));
  const expired = createMember(db, { username: 'expired', password: DEMO_PASSWORD, nickname: 'Expired', firstLogin: false, createdAt: old });
  db.prepare('UPDATE members SET password_changed_at = ? WHERE id = ?').run(iso(200 * DAY), expired.id);
  fund(ledger, expired, 10_000, old);
  const secure = createMember(db, { username: 'secure', password: DEMO_PASSWORD, nickname: 'Secure', mobile: '11900000002', firstLogin: false, createdAt: old, ipVerification: true });
  fund(ledger, secure, 10_000, old);

  const master = createMember(db, { username: 'master', password: DEMO_PASSWORD, nickname: 'Master', type: 41, firstLogin: false, createdAt: iso(120 * DAY) });
  fund(ledger, master, 5_000_000, iso(120 * DAY));
  const agent = createMember(db, { username: 'agent', password: DEMO_PASSWORD, nickname: 'Agente', type: 1, uplineId: master.id, firstLogin: false, createdAt: iso(90 * DAY), mobile: '11987650001', email: 'agent@example.com' });
  fund(ledger, agent, 2_000_000, iso(90 * DAY));
  const sub = createMember(db, { username: 'agent2', password: DEMO_PASSWORD, nickname: 'Subagente', type: 2, uplineId: agent.id, firstLogin: false, createdAt: iso(80 * DAY) });
  fund(ledger, sub, 300_000, iso(80 * DAY));
  const downs: MemberRow[] = [];
  for (let i = 0; i < 10; i++) {
    const up = i < 7 ? agent.id : sub.id;
    const m = createMember(db, { username: `down${i + 1}`, password: DEMO_PASSWORD, nickname: NAMES[i], uplineId: up, firstLogin: false, createdAt: iso((70 - i * 5) * DAY) });
    playHistory(db, ledger, rnd, m, 15 + i, (i + 1) * 50_000);
    downs.push(m);
  }
  const insC = db.prepare('INSERT INTO contracts (kind, upline_id, downline_id, state, terms, paid_total, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const terms = (o: Record<string, unknown>) => JSON.stringify({ rate: 0.01, period: 'D', periodValidBet: 1000, periodProfitLoss: 0, activeMembers: 1, betAmount: 100, profitSalaryRate: 0.002, lossSalaryRate: 0.005, singleBet: 1, ...o });
  const t = iso(20 * DAY);
  insC.run('DIVIDEND', agent.id, sub.id, 'ACCEPTED', terms({ rate: 0.3, period: 'H', periodProfitLoss: 1000, activeMembers: 2 }), 0, t, t);
  insC.run('DAILY_SALARY', agent.id, downs[0].id, 'ACCEPTED', terms({ rate: 0.01, period: 'D', betAmount: 500 }), 0, t, t);
  insC.run('HOURLY_SALARY', agent.id, downs[1].id, 'REQUESTED', terms({ rate: 0.005, betAmount: 50 }), 0, t, t);
  insC.run('REALTIME_SALARY', agent.id, downs[2].id, 'ACCEPTED', terms({}), 0, t, t);
  insC.run('DAILY_SALARY', agent.id, downs[3].id, 'TERMINATION_REQUESTED', terms({ rate: 0.008 }), 0, t, t);
  insC.run('DIVIDEND', agent.id, downs[4].id, 'REJECTED', terms({ rate: 0.2 }), 0, t, t);
  insC.run('DIVIDEND', agent.id, downs[5].id, 'REQUESTED', terms({ rate: 0.25, period: 'W' }), 0, t, t);
  insC.run('HOURLY_SALARY', sub.id, downs[7].id, 'ACCEPTED', terms({ rate: 0.004, betAmount: 20 }), 0, t, t);
  // The agent is itself the receiving side of contracts with its upline (its income).
  insC.run('DAILY_SALARY', master.id, agent.id, 'ACCEPTED', terms({ rate: 0.005, betAmount: 100 }), 0, t, t);
  insC.run('DIVIDEND', master.id, agent.id, 'ACCEPTED', terms({ rate: 0.2, period: 'W' }), 0, t, t);
  insC.run('REALTIME_SALARY', master.id, agent.id, 'REQUESTED', terms({}), 0, t, t);

  // Messages and points for the demo player.
  const insM = db.prepare('INSERT INTO messages (member_id, title, content, read, created_at) VALUES (?, ?, ?, ?, ?)');
  for (const m of [demo, vip5, agent, weak]) {
    insM.run(m.id, 'Bem-vindo!', '<p>Obrigado por se registrar no <b>Vitrine</b>.</p>', 1, iso(10 * DAY));
    insM.run(m.id, 'Bônus creditado', '<p>Seu bônus de depósito foi creditado.</p>', 0, iso(3 * DAY));
    insM.run(m.id, 'Torneio semanal', '<p>Participe do torneio semanal de slots.</p>', 0, iso(2 * DAY));
    insM.run(m.id, 'Segurança', '<p>Ative a verificação em duas etapas.</p><img src=x onerror="alert(\'inbox\')">', 0, iso(DAY));
  }
  addPoints(db, demo.id, 2000, 'Welcome points', {}, iso(14 * DAY));

  // Earlier feedback of the demo player: one answered, one being looked at.
  const insF = db.prepare('INSERT INTO feedback (member_id, question_type, content, contact, images, status, reply, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  insF.run(demo.id, 'DEPOSIT', 'Meu depósito PIX de R$ 50 demorou 20 minutos para aparecer no saldo.', null, 0, 'RESOLVED', 'O banco confirmou o pagamento com atraso; o valor foi creditado. Obrigado pelo aviso!', iso(6 * DAY));
  // An agent application under review (a second one for this number is refused).
  db.prepare('INSERT INTO agent_applications (payee_name, mobile, team_size, message, status, created_at) VALUES (?, ?, ?, ?, ?, ?)').run('Carlos Lima', '11955559000', '15', 'Grupo de apostas esportivas', 'PENDING', iso(2 * DAY));
  insF.run(demo.id, 'GAME', 'O jogo Fortune Tiger fechou no meio de uma rodada de giros grátis.', null, 0, 'PROCESSING', null, iso(DAY));
  settleAll(db, ledger);

  // Unknown-IP verification by the other three methods (`secure` above is SMS). Created last, so
  // the ids of every account above stay as they were.
  const viaEmail = createMember(db, { username: 'securemail', password: DEMO_PASSWORD, nickname: 'Secure Mail', email: 'secure.mail@example.com', firstLogin: false, createdAt: old, ipVerification: true, ipVerificationMethod: 'EMAIL' });
  fund(ledger, viaEmail, 10_000, old);
  const viaBank = createMember(db, { username: 'securebank', password: DEMO_PASSWORD, nickname: 'Secure Bank', payeeName: 'Maria da Silva', firstLogin: false, createdAt: old, ipVerification: true, ipVerificationMethod: 'BANK_NAME' });
  fund(ledger, viaBank, 10_000, old);
  const viaGoogle = createMember(db, { username: 'securegoogle', password: DEMO_PASSWORD, nickname: 'Secure Google', firstLogin: false, createdAt: old, ipVerification: true, ipVerificationMethod: 'GOOGLE_AUTH', totpSecret: SEED_TOTP_SECRET });
  fund(ledger, viaGoogle, 10_000, old);
  // A player account locked by its operator: login is refused with 'please contact your agent'. Last, ids above unchanged.
  const locked = createMember(db, { username: 'locked', password: DEMO_PASSWORD, nickname: 'Locked', firstLogin: false, createdAt: old });
  db.prepare('UPDATE members SET locked = 1 WHERE id = ?').run(locked.id);
  // The security centre's actions (issue 14): no e-mail, no mobile, no payment password yet.
  createMember(db, { username: 'plainplayer', password: DEMO_PASSWORD, nickname: 'Plain Player', firstLogin: false, createdAt: old });
}

/** The Google Authenticator secret of `securegoogle` (Base32; an authenticator app would scan it). */
export const SEED_TOTP_SECRET = 'JBSWY3DPEHPK3PXPVITRINE2';
