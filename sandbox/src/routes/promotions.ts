import crypto from 'node:crypto';
import { base64Bytes, sniffImage } from '@vitrine/shared/image-bytes';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import * as E from '@vitrine/shared/api/endpoints';
import type { Sandbox } from '../core/context';
import { route } from '../core/http';
import { ApiError } from '../core/errors';
import { Int, Lits, OptStr, Paging, Str } from '../core/schemas';
import { dayOf, fmtDate, fromCents, maskName, nowIso, page, paging } from '../core/util';
import { HOUSE, MAIN } from '../services/ledger';
import { addPoints, pointBalance } from '../services/betting';
import type { MemberRow } from '../services/members';
import { checkMemberPassword } from './wallet';
import {
  AnnouncementsSchema, AvailablePromotionsSchema, MissionLeaderboardSchema, MissionSchema, MissionSummarySchema, PlayerRankProgressSchema, PointBalanceSchema, PointConfigSchema,
  PointConversionTypeSchema, PointRewardSchema, PointTransactionSchema, PromotionCategoryItemSchema, PromotionClaimSchema, PromotionDetailSchema, PromotionPageSchema,
  RaffleResultSchema, RaffleStatusSchema, RedeemRecordSchema, RedeemResultSchema, ReferralInfoSchema, ReferralLinkSchema, ReferralVisitSchema, SignUpRewardSchema, VipRankSchema,
} from '../responses/promotions';
import { PageOf } from '../responses/common';

interface PromoRow {
  id: number; title: string; summary: string; content: string; terms: string; category: E.PromotionCategory; tags: string; mode: E.PromotionMode;
  bonus: number; start_time: string; end_time: string; sort: number;
}
interface ClaimRow { id: number; promotion_id: number; member_id: number; state: E.ActivityState; amount: number; comment: string; created_at: string; updated_at: string }

interface ReferralLinkRow { id: number; member_id: number; code: string; label: string | null; enabled: number; created_at: string; disabled_at: string | null }

const VISIT_WINDOW_MS = 30 * 60_000;
const LINK_CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh link code (`L` + 7 characters) that is neither another link's nor a member's referral code. */
function newLinkCode(sb: Sandbox): string {
  for (;;) {
    const code = `L${Array.from(crypto.randomBytes(7), (b) => LINK_CODE_CHARS[b % LINK_CODE_CHARS.length]).join('')}`;
    const taken =
      sb.db.prepare('SELECT 1 FROM referral_links WHERE code = ?').get(code) ?? sb.db.prepare('SELECT 1 FROM members WHERE referral_code = ? COLLATE NOCASE').get(code);
    if (!taken) return code;
  }
}

/** The label trimmed (null when empty), or a validation error. */
function checkReferralLabel(raw: string | undefined): string | null {
  const label = (raw ?? '').trim().replace(/\s+/g, ' ');
  if (!label) return null;
  if (label.length > E.REFERRAL_LABEL_MAX) throw new ApiError(400, 'validation_error', `label must be at most ${E.REFERRAL_LABEL_MAX} characters`);
  if (!E.REFERRAL_LABEL_PATTERN.test(label)) throw new ApiError(400, 'validation_error', 'label may hold only letters, digits, spaces, - and _');
  return label;
}

/** An enabled referral link by its code (any case), if there is one. */
export function enabledLinkByCode(sb: Sandbox, code: string): ReferralLinkRow | undefined {
  return sb.db.prepare('SELECT * FROM referral_links WHERE code = ? AND enabled = 1').get(code.trim()) as ReferralLinkRow | undefined;
}

function toReferralLink(sb: Sandbox, r: ReferralLinkRow): E.ReferralLink {
  const count = (sql: string) => (sb.db.prepare(sql).get(r.id) as { n: number }).n;
  return {
    id: r.id, code: r.code, label: r.label, url: `/register?referralCode=${r.code}`, enabled: r.enabled === 1,
    visits: count('SELECT COUNT(*) AS n FROM referral_visits WHERE link_id = ?'),
    signUps: count('SELECT COUNT(*) AS n FROM members WHERE referral_link_id = ?'),
    deposits: count("SELECT COUNT(*) AS n FROM txns t JOIN members m ON m.id = t.member_id WHERE m.referral_link_id = ? AND t.type = 'DEPOSIT'"),
    createdAt: fmtDate(r.created_at),
  };
}

export const POINT_RATIO = 100;
const MIN_CONVERT = 100;
const RAFFLE_PRIZES = [100, 200, 500, 1000, 2000, 5000, 10000];
const RAFFLE_TICKETS = 3;

const CATEGORY_NAMES: Record<E.PromotionCategory, string> = {
  OTHERS: 'Others', SPORTS: 'Sports', LIVE_CASINO: 'Live casino', SLOTS: 'Slots', CARD_GAMES: 'Card games', FISH: 'Fish', LOTTO: 'Lotto',
  REBATE: 'Rebate', POINTS_MALL: 'Points mall', RANKING: 'Ranking', DEPOSIT: 'Deposit', APP_DOWNLOAD: 'App download', NEWBIE: 'Newbie',
  GAME_PROMOTIONS: 'Game promotions',
};
const CATEGORIES = Object.keys(CATEGORY_NAMES) as E.PromotionCategory[];
const TAGS: E.PromotionTag[] = ['NEWBIE', 'LIMITED', 'SPECIAL_OFFER', 'DAILY', 'HIGH_REBATE', 'VIP'];

function claimOf(sb: Sandbox, promoId: number, memberId: number | undefined): ClaimRow | undefined {
  if (!memberId) return undefined;
  return sb.db.prepare('SELECT * FROM promotion_claims WHERE promotion_id = ? AND member_id = ?').get(promoId, memberId) as ClaimRow | undefined;
}

function stateOf(sb: Sandbox, p: PromoRow, memberId?: number): E.ActivityState {
  const now = nowIso();
  if (now < p.start_time) return 'COMING_SOON';
  const c = claimOf(sb, p.id, memberId);
  if (c) return c.state;
  if (now > p.end_time) return 'CLOSED';
  return p.mode === 'CLAIM' ? 'CLAIM' : p.mode === 'INFO' ? 'IN_PROCESS' : 'JOIN';
}

function toPromotion(sb: Sandbox, p: PromoRow, memberId?: number): E.Promotion {
  return {
    id: p.id, title: p.title, summary: p.summary, category: p.category, tags: JSON.parse(p.tags) as E.PromotionTag[], imageUrl: `/promo/${p.id}.png`,
    startTime: fmtDate(p.start_time), endTime: fmtDate(p.end_time), mode: p.mode, bonusAmount: fromCents(p.bonus), state: stateOf(sb, p, memberId), sort: p.sort,
  };
}

function toClaim(sb: Sandbox, c: ClaimRow): E.PromotionClaim {
  const p = sb.db.prepare('SELECT title FROM promotions WHERE id = ?').get(c.promotion_id) as { title: string };
  return { id: c.id, promotionId: c.promotion_id, title: p.title, state: c.state, amount: fromCents(c.amount), comment: c.comment, createdAt: fmtDate(c.created_at), updatedAt: fmtDate(c.updated_at) };
}

function promo(sb: Sandbox, id: number): PromoRow {
  const p = sb.db.prepare('SELECT * FROM promotions WHERE id = ?').get(id) as PromoRow | undefined;
  if (!p) throw new ApiError(404, 'not_found', `Promotion ${id} not found`);
  return p;
}

/** png/jpg data URL, ≤ 5 MB decoded. */
function checkImage(img: string, i: number): void {
  const m = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/.exec(img);
  if (!m) throw new ApiError(400, 'validation_error', `images[${i}]: only png or jpg images are allowed (data URL)`);
  const bytes = Math.floor((m[2].replace(/\s/g, '').length * 3) / 4);
  if (bytes > 5 * 1024 * 1024) throw new ApiError(400, 'validation_error', `images[${i}]: image over 5MB`);
  // The prefix is only a claim: the bytes must be a real PNG/JPEG (no SVG, HTML or polyglot).
  const decoded = base64Bytes(m[2]);
  if (!decoded || !sniffImage(decoded)) throw new ApiError(400, 'validation_error', `images[${i}]: only png or jpg images are allowed (the file is not a valid png or jpg)`);
}

/** The seeded VIP benefits in the caller's language (Portuguese for PT/PT-BR; English otherwise). */
const VIP_BENEFITS_PT: Record<string, string> = {
  'Daily rebate': 'Reembolso diário',
  'Birthday bonus': 'Bônus de aniversário',
  'VIP customer service': 'Atendimento VIP',
  'Personal account manager': 'Gerente de conta pessoal',
};
export function vipBenefit(benefit: string, language: string): string {
  return language.startsWith('PT') ? (VIP_BENEFITS_PT[benefit] ?? benefit) : benefit;
}

export function checkImages(images: string[] | undefined): number {
  if (!images) return 0;
  if (images.length > 3) throw new ApiError(400, 'validation_error', 'More than 3 images: at most 3 are allowed');
  images.forEach(checkImage);
  return images.length;
}

function missionProgress(sb: Sandbox, memberId: number, metric: string): number {
  switch (metric) {
    case 'BET_AMOUNT':
      return (sb.db.prepare('SELECT COALESCE(SUM(bet_amount),0) AS v FROM bets WHERE member_id = ?').get(memberId) as { v: number }).v;
    case 'BET_COUNT':
      return (sb.db.prepare('SELECT COUNT(*) AS v FROM bets WHERE member_id = ?').get(memberId) as { v: number }).v;
    case 'DEPOSIT_AMOUNT':
      return (sb.db.prepare("SELECT COALESCE(SUM(l.amount),0) AS v FROM txns t JOIN ledger l ON l.txn_id = t.id JOIN accounts a ON a.id = l.account_id WHERE t.member_id = ? AND t.type = 'DEPOSIT' AND a.member_id = ?").get(memberId, memberId) as { v: number }).v;
    default:
      return (sb.db.prepare('SELECT COUNT(DISTINCT substr(created_at,1,10)) AS v FROM sessions WHERE member_id = ?').get(memberId) as { v: number }).v;
  }
}

interface MissionRow { id: number; title: string; description: string; metric: E.Mission['metric']; target: number; reward_points: number; reward_amount: number; end_time: string }

function missions(sb: Sandbox, memberId: number): E.Mission[] {
  const rows = sb.db.prepare('SELECT * FROM missions ORDER BY id').all() as MissionRow[];
  const claimed = new Set((sb.db.prepare('SELECT mission_id FROM mission_claims WHERE member_id = ?').all(memberId) as { mission_id: number }[]).map((r) => r.mission_id));
  return rows.map((r) => {
    const raw = missionProgress(sb, memberId, r.metric);
    const money = r.metric === 'BET_AMOUNT' || r.metric === 'DEPOSIT_AMOUNT';
    const state: E.MissionState = claimed.has(r.id) ? 'CLAIMED' : nowIso() > r.end_time ? 'CLOSED' : raw >= r.target ? 'CLAIM' : 'IN_PROCESS';
    return {
      id: r.id, title: r.title, description: r.description, metric: r.metric, target: money ? fromCents(r.target) : r.target,
      progress: money ? fromCents(Math.min(raw, r.target)) : Math.min(raw, r.target), rewardPoints: r.reward_points, rewardAmount: fromCents(r.reward_amount), state, endTime: fmtDate(r.end_time),
    };
  });
}

function vipProgress(sb: Sandbox, m: MemberRow): E.PlayerRankProgress {
  const deposit = (sb.db.prepare("SELECT COALESCE(SUM(l.amount),0) AS v FROM txns t JOIN ledger l ON l.txn_id = t.id JOIN accounts a ON a.id = l.account_id WHERE t.member_id = ? AND t.type = 'DEPOSIT' AND a.member_id = ?").get(m.id, m.id) as { v: number }).v;
  const validBet = (sb.db.prepare('SELECT COALESCE(SUM(valid_bet),0) AS v FROM bets WHERE member_id = ?').get(m.id) as { v: number }).v;
  const next = sb.db.prepare('SELECT * FROM vip_ranks WHERE rank_level = ?').get(m.vip_level + 1) as { required_deposit: number; required_valid_bet: number } | undefined;
  const cur = sb.db.prepare('SELECT label_name FROM vip_ranks WHERE rank_level = ?').get(m.vip_level) as { label_name: string } | undefined;
  const percent = next ? Math.min(100, Math.round((Math.min(1, deposit / Math.max(1, next.required_deposit)) * 50 + Math.min(1, validBet / Math.max(1, next.required_valid_bet)) * 50))) : 100;
  return {
    rankLevel: m.vip_level, labelName: cur?.label_name ?? `VIP${m.vip_level}`, nextRankLevel: next ? m.vip_level + 1 : null, deposit: fromCents(deposit), validBet: fromCents(validBet),
    nextRequiredDeposit: next ? fromCents(next.required_deposit) : null, nextRequiredValidBet: next ? fromCents(next.required_valid_bet) : null, percent,
  };
}

export function promotionRoutes(app: FastifyInstance, sb: Sandbox): void {
  const ANN_GROUP: Record<E.AnnouncementType, keyof E.Announcements> = { B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion', H: 'home' };
  route(app, sb, E.announcements, {
    response: AnnouncementsSchema,
    schema: Type.Object({ types: OptStr(64), platform: Type.Optional(Type.Literal('W')), execution: Type.Optional(Type.Literal('B')), language: OptStr(8) }),
  }, (q, ctx) => {
    const en = (q.language ?? ctx.language).toUpperCase() === 'EN';
    const types = (q.types ?? 'B,PL,PU,PR').split(',').map((t) => t.trim().toUpperCase()).filter(Boolean);
    const bad = types.find((t) => !(t in ANN_GROUP));
    if (bad) throw new ApiError(400, 'validation_error', `types: unknown announcement type '${bad}' (use B, PL, PU, PR, H)`);
    const out: E.Announcements = { banners: [], player: [], popup: [], promotion: [], home: [] };
    const rows = sb.db.prepare(`SELECT * FROM announcements WHERE type IN (${types.map(() => '?').join(',')}) ORDER BY date DESC, sort`).all(...types) as {
      id: number; type: E.AnnouncementType; title: string; content: string; title_en: string | null; content_en: string | null; date: string; image_url: string | null; link_url: string | null; sort: number;
    }[];
    for (const r of rows) {
      const title = en && r.title_en !== null ? r.title_en : r.title;
      const content = en && r.content_en !== null ? r.content_en : r.content;
      out[ANN_GROUP[r.type]].push({ id: r.id, type: r.type, title, content, date: r.date, imageUrl: r.image_url, linkUrl: r.link_url, sort: r.sort });
    }
    out.banners.sort((a, b) => a.sort - b.sort);
    out.popup.sort((a, b) => a.sort - b.sort);
    return out;
  });

  route(app, sb, E.promotionCategories, { response: Type.Array(PromotionCategoryItemSchema) }, () => CATEGORIES.map((code) => ({ code, name: CATEGORY_NAMES[code] })));

  route(app, sb, E.promotionList, {
    response: PromotionPageSchema,
    schema: Type.Object({ ...Paging, category: Type.Optional(Lits(...CATEGORIES)), tag: Type.Optional(Lits(...TAGS)), language: OptStr(8) }),
  }, (q, ctx) => {
    const p = paging(q, 20);
    let rows = sb.db.prepare('SELECT * FROM promotions ORDER BY sort').all() as PromoRow[];
    if (q.category) rows = rows.filter((r) => r.category === q.category);
    if (q.tag) rows = rows.filter((r) => (JSON.parse(r.tags) as string[]).includes(q.tag!));
    return page(rows.slice(p.offset, p.offset + p.pageSize).map((r) => toPromotion(sb, r, ctx.member?.id)), rows.length, p);
  });

  route(app, sb, E.promotionDetail, { schema: Type.Object({ promotionId: Int(1) }), response: PromotionDetailSchema }, (q, ctx) => {
    const p = promo(sb, q.promotionId);
    return { ...toPromotion(sb, p, ctx.member?.id), content: p.content, terms: p.terms };
  });

  route(app, sb, E.applyPromotion, {
    response: PromotionClaimSchema,
    realAccount: true,
    bodyLimit: 24 * 1024 * 1024,
    schema: Type.Object({ promotionId: Int(1), comment: Str(140), images: Type.Optional(Type.Array(Str(8 * 1024 * 1024), { maxItems: 3 })) }),
  }, (b, ctx) => {
    const m = ctx.me();
    const p = promo(sb, b.promotionId);
    if (p.mode !== 'APPLY') throw new ApiError(400, 'validation_error', 'This promotion does not take applications');
    const st = stateOf(sb, p, m.id);
    if (st !== 'JOIN' && st !== 'REJECTED') throw new ApiError(409, 'conflict', `Cannot apply: promotion is ${st}`);
    const n = checkImages(b.images);
    const now = nowIso();
    sb.db.prepare('INSERT INTO promotion_claims (promotion_id, member_id, state, amount, comment, images, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(promotion_id, member_id) DO UPDATE SET state = excluded.state, comment = excluded.comment, images = excluded.images, updated_at = excluded.updated_at')
      .run(p.id, m.id, 'APPLYING', p.bonus, b.comment.trim(), n, now, now);
    return toClaim(sb, claimOf(sb, p.id, m.id)!);
  });

  route(app, sb, E.claimPromotion, { realAccount: true, schema: Type.Object({ promotionId: Int(1) }), response: PromotionClaimSchema }, (b, ctx) => {
    const m = ctx.me();
    const p = promo(sb, b.promotionId);
    const st = stateOf(sb, p, m.id);
    if (p.mode === 'APPLY' || p.mode === 'INFO') throw new ApiError(400, 'validation_error', p.mode === 'APPLY' ? 'This promotion needs an application (applyPromotion)' : 'This promotion has nothing to claim');
    if (st !== 'CLAIM' && st !== 'JOIN') throw new ApiError(409, 'conflict', `Cannot claim: promotion is ${st}`);
    const now = nowIso();
    sb.db.transaction(() => {
      const state = p.mode === 'CLAIM' ? 'CLAIMED' : 'JOINED';
      sb.db.prepare('INSERT INTO promotion_claims (promotion_id, member_id, state, amount, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)').run(p.id, m.id, state, p.mode === 'CLAIM' ? p.bonus : 0, now, now);
      if (p.mode === 'CLAIM') sb.ledger.memberHouse('BONUS', m.id, MAIN, HOUSE.PROMO, p.bonus, `Promotion: ${p.title}`);
    })();
    return toClaim(sb, claimOf(sb, p.id, m.id)!);
  });

  const available = (memberId?: number): E.AvailablePromotions => {
    const rows = (sb.db.prepare('SELECT * FROM promotions ORDER BY sort').all() as PromoRow[]).map((r) => toPromotion(sb, r, memberId)).filter((p) => p.state === 'CLAIM' || p.state === 'JOIN');
    return { count: rows.length, list: rows };
  };
  route(app, sb, E.availablePromotions, { response: AvailablePromotionsSchema }, (_b, ctx) => available(ctx.me().id));
  route(app, sb, E.merchantAvailablePromotions, { response: AvailablePromotionsSchema }, () => available());
  route(app, sb, E.promotionClaimList, { schema: Type.Object({ ...Paging }), response: PageOf(PromotionClaimSchema) }, (q, ctx) => {
    const p = paging(q);
    const id = ctx.me().id;
    const total = (sb.db.prepare('SELECT COUNT(*) AS n FROM promotion_claims WHERE member_id = ?').get(id) as { n: number }).n;
    const rows = sb.db.prepare('SELECT * FROM promotion_claims WHERE member_id = ? ORDER BY id DESC LIMIT ? OFFSET ?').all(id, p.pageSize, p.offset) as ClaimRow[];
    return page(rows.map((c) => toClaim(sb, c)), total, p);
  });

  route(app, sb, E.signUpRequestReward, { response: SignUpRewardSchema }, (_b, ctx) => {
    const m = ctx.me();
    const got = sb.db.prepare("SELECT 1 FROM txns WHERE member_id = ? AND type = 'BONUS' AND remark = 'Sign-up reward'").get(m.id);
    const eligible = !got && m.type !== 4 && Date.now() - new Date(m.created_at).getTime() < 7 * 86400_000;
    if (eligible) sb.ledger.memberHouse('BONUS', m.id, MAIN, HOUSE.PROMO, 500, 'Sign-up reward');
    return { eligible, amount: eligible ? 5 : 0 };
  });

  const raffleStatus = (memberId: number): E.RaffleStatus => {
    const used = (sb.db.prepare('SELECT COUNT(*) AS n FROM raffle_draws WHERE member_id = ? AND day = ?').get(memberId, dayOf()) as { n: number }).n;
    const tomorrow = new Date(`${dayOf()}T00:00:00Z`).getTime() + 86400_000;
    return { promotionId: 0, title: 'Roleta diária', ticketsLeft: Math.max(0, RAFFLE_TICKETS - used), prizes: RAFFLE_PRIZES.map(fromCents), nextResetTime: new Date(tomorrow).toISOString() };
  };
  route(app, sb, E.rafflePromotionStatus, { response: RaffleStatusSchema }, (_b, ctx) => raffleStatus(ctx.me().id));
  for (const ep of [E.rafflePromotion, E.claimRafflePromotion]) {
    route(app, sb, ep, { realAccount: true, response: RaffleResultSchema }, (_b, ctx) => {
      const m = ctx.me();
      if (raffleStatus(m.id).ticketsLeft <= 0) throw new ApiError(409, 'conflict', 'No raffle tickets left today');
      const prize = RAFFLE_PRIZES[crypto.randomInt(0, RAFFLE_PRIZES.length)];
      let sum = 0;
      sb.db.transaction(() => {
        sb.db.prepare('INSERT INTO raffle_draws (member_id, day, prize, created_at) VALUES (?, ?, ?, ?)').run(m.id, dayOf(), prize, nowIso());
        sum = sb.ledger.memberHouse('BONUS', m.id, MAIN, HOUSE.PROMO, prize, 'Raffle prize').balances.get(m.id) ?? 0;
      })();
      return { prize: fromCents(prize), ticketsLeft: raffleStatus(m.id).ticketsLeft, sumBalance: fromCents(sum) };
    });
  }

  route(app, sb, E.missionSummary, { response: MissionSummarySchema }, (_b, ctx) => {
    const list = missions(sb, ctx.me().id);
    return { openCount: list.filter((x) => x.state === 'IN_PROCESS' || x.state === 'CLAIM').length, missions: list };
  });
  route(app, sb, E.missionLeaderboard, { response: MissionLeaderboardSchema }, (_b, ctx) => {
    const since = new Date(Date.now() - 7 * 86400_000).toISOString();
    const rows = sb.db.prepare('SELECT m.id, m.username, SUM(b.bet_amount) AS s FROM bets b JOIN members m ON m.id = b.member_id WHERE b.created_at > ? GROUP BY m.id ORDER BY s DESC LIMIT 100').all(since) as { id: number; username: string; s: number }[];
    const reward = (rank: number) => (rank === 1 ? 500 : rank === 2 ? 300 : rank === 3 ? 100 : rank <= 10 ? 20 : 0);
    const list = rows.map((r, i) => ({ rank: i + 1, username: maskName(r.username), score: fromCents(r.s), reward: reward(i + 1) }));
    const mi = ctx.member ? rows.findIndex((r) => r.id === ctx.member!.id) : -1;
    return { list: list.slice(0, 20), me: mi >= 0 ? { ...list[mi], username: ctx.member!.username } : null };
  });
  route(app, sb, E.claimMission, { realAccount: true, schema: Type.Object({ missionId: Int(1) }), response: MissionSchema }, (b, ctx) => {
    const m = ctx.me();
    const mission = missions(sb, m.id).find((x) => x.id === b.missionId);
    if (!mission) throw new ApiError(404, 'not_found', `Mission ${b.missionId} not found`);
    if (mission.state !== 'CLAIM') throw new ApiError(409, 'conflict', `Cannot claim: mission is ${mission.state}`);
    sb.db.transaction(() => {
      sb.db.prepare('INSERT INTO mission_claims (member_id, mission_id, created_at) VALUES (?, ?, ?)').run(m.id, mission.id, nowIso());
      if (mission.rewardPoints) addPoints(sb.db, m.id, mission.rewardPoints, `Mission: ${mission.title}`);
      if (mission.rewardAmount) sb.ledger.memberHouse('BONUS', m.id, MAIN, HOUSE.PROMO, Math.round(mission.rewardAmount * 100), `Mission: ${mission.title}`);
    })();
    return { ...mission, state: 'CLAIMED' as const };
  });

  route(app, sb, E.pointBalance, { response: PointBalanceSchema }, (_b, ctx) => ({ points: pointBalance(sb.db, ctx.me().id), ratio: POINT_RATIO }));
  route(app, sb, E.pointRewardConversionType, { response: Type.Array(PointConversionTypeSchema) }, () => [{ type: 'CASH' as const, name: 'Convert to cash' }, { type: 'REWARD' as const, name: 'Redeem rewards' }]);
  const rewards = () => (sb.db.prepare('SELECT * FROM point_rewards ORDER BY id').all() as { id: number; name: string; points: number; quantity: number; remark: string }[])
    .map((r) => ({ id: r.id, name: r.name, points: r.points, quantity: r.quantity, imageUrl: `/reward/${r.id}.png`, remark: r.remark }));
  route(app, sb, E.pointReward, { response: Type.Array(PointRewardSchema) }, () => rewards());
  route(app, sb, E.pointConfig, { response: PointConfigSchema }, () => ({
    ratio: POINT_RATIO, minConvertPoints: MIN_CONVERT, earnRatios: { LIVE: 0.7, SPORTS: 1, FISH: 1.2, RNG: 1.2, PVP: 1 }, expires: false as const,
  }));

  route(app, sb, E.redeemPoint, {
    response: RedeemRecordSchema,
    realAccount: true,
    schema: Type.Object({ rewardId: Int(1), quantity: Int(1, 100), password: Str(64, 1) }),
  }, (b, ctx) => {
    const m = ctx.me();
    checkMemberPassword(m, b.password);
    const r = rewards().find((x) => x.id === b.rewardId);
    if (!r) throw new ApiError(404, 'not_found', `Reward ${b.rewardId} not found`);
    if (r.quantity < b.quantity) throw new ApiError(409, 'conflict', 'Not enough stock for this reward');
    const cost = r.points * b.quantity;
    if (pointBalance(sb.db, m.id) < cost) throw new ApiError(400, 'balance_not_enough', 'Not enough points');
    const cash = /^Bônus de (\d+)/.exec(r.name);
    let id = 0;
    sb.db.transaction(() => {
      sb.db.prepare('UPDATE point_rewards SET quantity = quantity - ? WHERE id = ?').run(b.quantity, r.id);
      addPoints(sb.db, m.id, -cost, `Redeem ${r.name}`, { quantity: b.quantity });
      id = Number(sb.db.prepare('INSERT INTO redeems (member_id, reward_id, reward_name, points, quantity, state, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(m.id, r.id, r.name, cost, b.quantity, cash ? 'APPROVED' : 'IN_PROCESS', nowIso()).lastInsertRowid);
      if (cash) sb.ledger.memberHouse('POINTS_CONVERT', m.id, MAIN, HOUSE.PROMO, Number(cash[1]) * 100 * b.quantity, `Redeem ${r.name}`);
    })();
    const row = sb.db.prepare('SELECT * FROM redeems WHERE id = ?').get(id) as { id: number; reward_id: number; reward_name: string; points: number; quantity: number; state: E.RedeemState; created_at: string };
    return { id: row.id, rewardId: row.reward_id, rewardName: row.reward_name, points: row.points, quantity: row.quantity, state: row.state, createdAt: fmtDate(row.created_at) };
  });

  route(app, sb, E.redeemPointList, { schema: Type.Object({ ...Paging }), response: PageOf(RedeemRecordSchema) }, (q, ctx) => {
    const p = paging(q);
    const id = ctx.me().id;
    const total = (sb.db.prepare('SELECT COUNT(*) AS n FROM redeems WHERE member_id = ?').get(id) as { n: number }).n;
    const rows = sb.db.prepare('SELECT * FROM redeems WHERE member_id = ? ORDER BY id DESC LIMIT ? OFFSET ?').all(id, p.pageSize, p.offset) as { id: number; reward_id: number; reward_name: string; points: number; quantity: number; state: E.RedeemState; created_at: string }[];
    return page(rows.map((r) => ({ id: r.id, rewardId: r.reward_id, rewardName: r.reward_name, points: r.points, quantity: r.quantity, state: r.state, createdAt: fmtDate(r.created_at) })), total, p);
  });

  route(app, sb, E.memTransDet, { schema: Type.Object({ ...Paging }), response: PageOf(PointTransactionSchema) }, (q, ctx) => {
    const p = paging(q);
    const id = ctx.me().id;
    const total = (sb.db.prepare('SELECT COUNT(*) AS n FROM points_ledger WHERE member_id = ?').get(id) as { n: number }).n;
    const rows = sb.db.prepare('SELECT * FROM points_ledger WHERE member_id = ? ORDER BY id DESC LIMIT ? OFFSET ?').all(id, p.pageSize, p.offset) as { id: number; points: number; amount: number; ratio: number; quantity: number; remark: string; balance: number; created_at: string }[];
    return page(rows.map((r) => ({ id: r.id, points: r.points, amount: fromCents(r.amount), ratio: r.ratio, quantity: r.quantity, remark: r.remark, balance: r.balance, createdAt: fmtDate(r.created_at) })), total, p);
  });

  route(app, sb, E.convertPoint, {
    response: RedeemResultSchema,
    realAccount: true,
    schema: Type.Object({ points: Int(1, 100_000_000), password: Str(64, 1) }),
  }, (b, ctx) => {
    const m = ctx.me();
    checkMemberPassword(m, b.password);
    if (b.points < MIN_CONVERT) throw new ApiError(400, 'validation_error', `points must be at least ${MIN_CONVERT}`);
    if (pointBalance(sb.db, m.id) < b.points) throw new ApiError(400, 'balance_not_enough', 'Not enough points');
    const cents = Math.floor((b.points / POINT_RATIO) * 100);
    let sum = 0;
    sb.db.transaction(() => {
      addPoints(sb.db, m.id, -b.points, 'Convert to cash', { amount: cents, ratio: POINT_RATIO });
      sum = sb.ledger.memberHouse('POINTS_CONVERT', m.id, MAIN, HOUSE.PROMO, cents, `Convert ${b.points} points`).balances.get(m.id) ?? 0;
    })();
    return { points: pointBalance(sb.db, m.id), sumBalance: fromCents(sum) };
  });

  route(app, sb, E.vipRanks, { response: Type.Array(VipRankSchema) }, (_b, ctx) =>
    (sb.db.prepare('SELECT * FROM vip_ranks ORDER BY rank_level').all() as { rank_level: number; label_name: string; required_deposit: number; required_valid_bet: number; upgrade_bonus: number; rebate_rate: number; benefits: string }[]).map((r) => ({
      rankLevel: r.rank_level, labelName: r.label_name, requiredDeposit: fromCents(r.required_deposit), requiredValidBet: fromCents(r.required_valid_bet),
      upgradeBonus: fromCents(r.upgrade_bonus), rebateRate: r.rebate_rate, benefits: (JSON.parse(r.benefits) as string[]).map((b) => vipBenefit(b, ctx.language)),
    })),
  );
  route(app, sb, E.playerRankProgress, { response: PlayerRankProgressSchema }, (_b, ctx) => vipProgress(sb, ctx.me()));

  route(app, sb, E.referralInfo, { realAccount: true, response: ReferralInfoSchema }, (_b, ctx) => {
    const m = ctx.me();
    const invited = sb.db.prepare('SELECT id FROM members WHERE referred_by = ?').all(m.id) as { id: number }[];
    const qualified = invited.filter((r) => (sb.db.prepare('SELECT COUNT(*) AS n FROM bets WHERE member_id = ?').get(r.id) as { n: number }).n > 0).length;
    return { referralCode: m.referral_code, referralUrl: `/register?referralCode=${m.referral_code}`, invitedCount: invited.length, qualifiedCount: qualified, rewardTotal: qualified * 10, rewardPerQualified: 10 };
  });

  // Referral links: several per player, each with its own code and counts.
  route(app, sb, E.referralLinks, { realAccount: true, response: Type.Array(ReferralLinkSchema) }, (_b, ctx) =>
    (sb.db.prepare('SELECT * FROM referral_links WHERE member_id = ? ORDER BY id DESC').all(ctx.me().id) as ReferralLinkRow[]).map((r) => toReferralLink(sb, r)),
  );
  route(app, sb, E.createReferralLink, { realAccount: true, schema: Type.Object({ label: OptStr(64) }), response: ReferralLinkSchema }, (b, ctx) => {
    const m = ctx.me();
    const label = checkReferralLabel(b.label);
    const enabled = sb.db.prepare('SELECT label FROM referral_links WHERE member_id = ? AND enabled = 1').all(m.id) as { label: string | null }[];
    if (enabled.length >= E.REFERRAL_LINK_LIMIT)
      throw new ApiError(400, 'referral_link_limit', `You can have at most ${E.REFERRAL_LINK_LIMIT} active referral links: disable one first`);
    if (label && enabled.some((r) => r.label?.toLowerCase() === label.toLowerCase()))
      throw new ApiError(409, 'referral_label_taken', 'You already have an active link with this label');
    const info = sb.db.prepare('INSERT INTO referral_links (member_id, code, label, created_at) VALUES (?, ?, ?, ?)').run(m.id, newLinkCode(sb), label, nowIso());
    return toReferralLink(sb, sb.db.prepare('SELECT * FROM referral_links WHERE id = ?').get(Number(info.lastInsertRowid)) as ReferralLinkRow);
  });
  route(app, sb, E.disableReferralLink, { realAccount: true, schema: Type.Object({ linkId: Int(1) }), response: ReferralLinkSchema }, (b, ctx) => {
    const row = sb.db.prepare('SELECT * FROM referral_links WHERE id = ? AND member_id = ?').get(b.linkId, ctx.me().id) as ReferralLinkRow | undefined;
    if (!row) throw new ApiError(404, 'not_found', 'No such referral link');
    if (row.enabled) sb.db.prepare('UPDATE referral_links SET enabled = 0, disabled_at = ? WHERE id = ?').run(nowIso(), row.id);
    return toReferralLink(sb, sb.db.prepare('SELECT * FROM referral_links WHERE id = ?').get(row.id) as ReferralLinkRow);
  });
  route(app, sb, E.referralVisit, { schema: Type.Object({ code: Str(32, 1) }), response: ReferralVisitSchema }, (b, ctx) => {
    const link = enabledLinkByCode(sb, b.code);
    if (!link) return { counted: false };
    // One visit per address and link in half an hour (a reload or a bot loop does not inflate the count).
    const now = Date.now();
    const recent = sb.db.prepare('SELECT 1 FROM referral_visits WHERE link_id = ? AND ip = ? AND at > ?').get(link.id, ctx.ip, now - VISIT_WINDOW_MS);
    if (recent) return { counted: false };
    sb.db.prepare('INSERT INTO referral_visits (link_id, ip, at) VALUES (?, ?, ?)').run(link.id, ctx.ip, now);
    return { counted: true };
  });
}
