import { Type, type TSchema } from '@sinclair/typebox';

/** Response `value` schemas for the calls the front end boots and lists with (serialised fast, checked in tests). */
const S = Type.String();
const N = Type.Number();
const I = Type.Integer();
const B = Type.Boolean();
const Nullable = (t: TSchema) => Type.Union([t, Type.Null()]);

export const LoginResultSchema = Type.Object({
  token: S, firstTimeLogin: B, passwordExpired: B, userName: S, nickname: S, customerId: I, isAgent: I, merchantCode: S, weakPassword: B,
});

export const MemberInfoSchema = Type.Object({
  id: I, account: S, nickname: S, type: I, toUpline: Nullable(S), clubLabel: Type.Object({ labelName: S, rankLevel: I }),
  memberLabel: Type.Array(Type.Object({ labelId: I, labelName: S, color: S })), customerId: I, email: Nullable(S), mobileNum: Nullable(S),
  countryDialingCode: Nullable(S), language: S, currency: S, registerTime: S, lastLoginTime: Nullable(S), referralCode: S, cpw: B,
});

const Vendor = Type.Object({
  vassalage: S, displayName: S, smallIcon: S, showIcon: S, isHot: I, supportPlay: I, category: S, directLaunch: B, nodeId: Nullable(S), gameId: Nullable(S),
  accountTypeName: Nullable(S), maintenance: Nullable(Type.Object({ startTime: S, endTime: S })), gameCount: I,
});
export const VendorLanesSchema = Type.Object({
  data: Type.Object({ lanes: Type.Array(Type.Object({ title: S, cards: Type.Array(Vendor), gameClassify: Type.Array(Type.Object({ gameType: S, name: S })) })) }),
});

const Announcement = Type.Object({ id: I, type: S, title: S, content: S, date: S, imageUrl: Nullable(S), linkUrl: Nullable(S), sort: I });
export const AnnouncementsSchema = Type.Object({
  banners: Type.Array(Announcement), player: Type.Array(Announcement), popup: Type.Array(Announcement), promotion: Type.Array(Announcement), home: Type.Array(Announcement),
});

const Promotion = Type.Object({
  id: I, title: S, summary: S, category: S, tags: Type.Array(S), imageUrl: S, startTime: S, endTime: S, mode: S, bonusAmount: N, state: S, sort: I,
});
export const PromotionPageSchema = Type.Object({ list: Type.Array(Promotion), pageNo: I, pageSize: I, total: I, totalPages: I });

export const TeamOverviewSchema = Type.Object({
  teamSize: I, directDownlines: I, agents: I, players: I, newToday: I, activeMembers: I, teamBalance: N, teamDeposit: N, teamWithdraw: N,
  teamBet: N, teamValidBet: N, teamProfit: N, myIncome: N, inviteCode: S, inviteUrl: S,
});

export const SystemStatusSchema = Type.Object({
  status: I,
  info: Type.Object({
    customerService: Type.Array(Type.Object({ csType: I, name: S, path: S })),
    domainRoute: Type.Array(Type.Object({ domain: S, type: S, speedTestUrl: S })),
    resources: Type.Array(Type.Object({ resourceType: S, url: S, qrCodeUrl: S, labelNameEn: S })),
    whitelabel: Type.Array(Type.Any()),
    register: Type.Any(),
    mainDomain: S,
    analytics: Type.Object({ gtagId: S }),
    imageCDNs: Type.Array(S),
    launchGameCDNs: Type.Array(S),
    location: Type.Object({ ip: S, country: S }),
    maintenance: Nullable(Type.Object({ startTime: S, endTime: S, message: S })),
    regionRestriction: Nullable(Type.Object({ ip: S, country: S, message: S })),
    brand: Type.Any(),
  }),
});
