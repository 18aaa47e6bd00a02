import { defineEndpoint } from '../endpoint';
import type { Page } from '../endpoint';
import type { DateRange, GameCategory, PageRequest } from './common';
import type { LoginResult, MemberType, SmsSent } from './session';

export interface ClubLabel {
  labelName: string;
  rankLevel: number;
}

export interface MemberLabel {
  labelId: number;
  labelName: string;
  color: string;
}

export interface MemberInfo {
  id: number;
  account: string;
  nickname: string;
  /** Agent type: 0 player, 1/2/41/42 agents, 4 trial. Same as the session's isAgent. */
  type: MemberType;
  /** Upline account name, or null. */
  toUpline: string | null;
  clubLabel: ClubLabel;
  memberLabel: MemberLabel[];
  customerId: number;
  email: string | null;
  mobileNum: string | null;
  countryDialingCode: string | null;
  language: string;
  currency: string;
  registerTime: string;
  lastLoginTime: string | null;
  referralCode: string;
  /** Password equals the weak password or has expired: the front end forces a change. */
  cpw: boolean;
}

export type AvatarType = 'CUSTOM' | 'STATIC';

export interface Avatar {
  avatar: string;
  avatarType: AvatarType;
}

/** STATIC: `avatar` is one of `avatar-1`…`avatar-12`. CUSTOM: a png/jpg data URL ≤ 5 MB. */
export type SetAvatarRequest = Avatar;

/** Bind an e-mail to an account that has none (security centre). */
export interface BindEmailRequest {
  email: string;
}

/** The SMS code that proves a mobile number before it is bound (security centre). */
export interface BindMobileCodeRequest {
  mobileNum: string;
  countryDialingCode: string;
}

export interface BindMobileRequest extends BindMobileCodeRequest {
  verificationCode: string;
}

/**
 * Set the payment (withdrawal) password: the first time with the login password, afterwards with
 * the current payment password. Offered when `SecurityConfig.paymentPasswordEnabled` is not false.
 */
export interface PaymentPasswordRequest {
  /** When none is set yet. */
  loginPassword?: string;
  /** When one is set: the current payment password. */
  oldPaymentPassword?: string;
  newPaymentPassword: string;
  confirmNewPaymentPassword: string;
}

/** Payment passwords are six digits (the register rule set's paymentPassword rule). */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;

export interface ChangePasswordRequest {
  /** Omitted when the client already holds the old password (forced change after login). */
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

export interface ForgotPasswordEmailRequest {
  username: string;
  email: string;
}

export interface PasswordSmsRequest {
  mobileNum: string;
  countryDialingCode: string;
}

export interface SetPasswordByPhoneRequest {
  newPassword: string;
  mobileNum: string;
  verificationCode: string;
  countryDialingCode?: string;
}

export interface UnreadCount {
  count: number;
}

export interface InboxMessage {
  id: number;
  title: string;
  /** HTML. */
  content: string;
  read: boolean;
  createdAt: string;
}

export interface MessageIdRequest {
  id: number;
}

export interface ChatLaunch {
  url: string;
}

/* ---------- records ---------- */

export interface BetRecordRequest extends PageRequest, DateRange {
  vassalage?: string;
  category?: GameCategory;
}

export interface BetRecord {
  betId: string;
  roundId: string;
  vassalage: string;
  gameName: string;
  nodeId: string;
  category: GameCategory;
  betAmount: number;
  validBet: number;
  winAmount: number;
  /** winAmount − betAmount */
  profit: number;
  status: 'SETTLED' | 'UNSETTLED' | 'CANCELLED';
  betTime: string;
}

export interface BetSummary {
  betAmount: number;
  validBet: number;
  winAmount: number;
  profit: number;
}

export interface BetRecordPage extends Page<BetRecord> {
  summary: BetSummary;
}

export type TransactionType =
  | 'DEPOSIT'
  | 'WITHDRAW'
  | 'TRANSFER_IN'
  | 'TRANSFER_OUT'
  | 'BET'
  | 'WIN'
  | 'BONUS'
  | 'REBATE'
  | 'POINTS_CONVERT'
  | 'SALARY'
  | 'DIVIDEND'
  | 'UPLINE_TRANSFER'
  | 'ADJUST';

export interface TransactionRecordRequest extends PageRequest, DateRange {
  type?: TransactionType;
}

export interface AccountTransaction {
  id: number;
  transactionId: string;
  type: TransactionType;
  /** Signed: negative debits. */
  amount: number;
  /** Main+vendor sum after the entry. */
  balanceAfter: number;
  wallet: string;
  remark: string;
  createdAt: string;
}

export interface ProfitLossRow {
  category: GameCategory;
  betAmount: number;
  validBet: number;
  winAmount: number;
  profit: number;
}

export interface ProfitLoss {
  totalBet: number;
  validBet: number;
  totalWin: number;
  /** Player's point of view: win − bet + bonus + rebate. */
  profit: number;
  bonus: number;
  rebate: number;
  deposit: number;
  withdraw: number;
  rows: ProfitLossRow[];
}

export interface BonusRecord {
  id: number;
  type: 'PROMOTION' | 'RAFFLE' | 'MISSION' | 'REBATE' | 'VIP' | 'REFERRAL';
  title: string;
  amount: number;
  createdAt: string;
}

export type FeedbackQuestionType = 'DEPOSIT' | 'WITHDRAWAL' | 'GAME' | 'CUSTOMER_SERVICE' | 'APPLICATION' | 'OTHER';

export const FEEDBACK_QUESTION_TYPES: readonly FeedbackQuestionType[] = ['DEPOSIT', 'WITHDRAWAL', 'GAME', 'CUSTOMER_SERVICE', 'APPLICATION', 'OTHER'];

/** The server's bounds for the feedback form (the spec: "support description length between two bounds"). */
export interface FeedbackConfig {
  contentMinLength: number;
  contentMaxLength: number;
  contactMaxLength: number;
  /** Screenshots: the promotion apply form's rules (count, bytes, png/jpeg). */
  maxImages: number;
  maxImageBytes: number;
  imageTypes: string[];
}

/** Where a submission stands: received, being looked at, answered. */
export type FeedbackStatus = 'PENDING' | 'PROCESSING' | 'RESOLVED';

/** One earlier submission of the logged-in player. */
export interface FeedbackRecord {
  id: number;
  questionType: FeedbackQuestionType;
  content: string;
  images: number;
  status: FeedbackStatus;
  /** The operator's answer (plain text), once there is one. */
  reply: string | null;
  createdAt: string;
}

/** content: within `FeedbackConfig` bounds (sandbox 10–500); images: ≤ 3 png/jpg data URLs ≤ 5 MB. */
export interface FeedbackRequest {
  questionType: FeedbackQuestionType;
  content: string;
  contact?: string;
  images?: string[];
}

export interface UplineTransferRequest {
  amount: number;
  password: string;
}

export interface PaymentConfirmation {
  id: number;
  amount: number;
  receivedAmount: number | null;
  state: 'DISBURSED' | 'RECEIVED' | 'NOT_RECEIVED' | 'PARTIAL' | 'FULLY_PAID';
  /** Minutes after which an unconfirmed payment counts as received. */
  timeoutMinutes: number;
  createdAt: string;
}

export interface C2CProcessRequest {
  id: number;
  action: 'RECEIVED' | 'NOT_RECEIVED' | 'PARTIAL';
  receivedAmount?: number;
  proofImage?: string;
}

export const memberInfo = defineEndpoint<void, MemberInfo>({
  name: 'mbInfo', method: 'GET', path: '/wps/member/info', token: 'required',
});

/**
 * The first-login action (spec sections 4 and 7): made once right after a login that answered
 * `firstTimeLogin: true`. The backend records it (welcome flows, first-login statistics).
 * Answers true; repeating it is harmless (the first record stays).
 */
export const firstLogin = defineEndpoint<void, boolean>({
  name: 'firstLogin', method: 'POST', path: '/wps/member/firstLogin', moduleId: 'COMM3', token: 'required',
});

export const playerAvatar = defineEndpoint<void, Avatar>({
  name: 'getPlayerAvatar', method: 'POST', path: '/wps/relay/MCSFE_getPlayerAvatar', token: 'required',
});

export const setIcon = defineEndpoint<SetAvatarRequest, Avatar>({
  name: 'icon', method: 'POST', path: '/wps/member/info/icon', moduleId: 'PROFPIC3', token: 'required',
});

export const bindEmail = defineEndpoint<BindEmailRequest, boolean>({
  name: 'bindEmail', method: 'POST', path: '/wps/member/info/email', moduleId: 'COMM3', token: 'required',
});

/** Answers like the other SMS calls; throttled to one per second per number. */
export const bindMobileCode = defineEndpoint<BindMobileCodeRequest, SmsSent>({
  name: 'bindMobileCode', method: 'POST', path: '/wps/verification/sms/bind', moduleId: 'VERIFICATION3', token: 'required',
});

export const bindMobile = defineEndpoint<BindMobileRequest, boolean>({
  name: 'bindMobile', method: 'POST', path: '/wps/member/info/mobile', moduleId: 'COMM3', token: 'required',
});

export const paymentPassword = defineEndpoint<PaymentPasswordRequest, boolean>({
  name: 'paymentPassword', method: 'POST', path: '/wps/member/password/payment', moduleId: 'COMM3', encrypted: true, token: 'required',
});

export const changePassword = defineEndpoint<ChangePasswordRequest, boolean>({
  name: 'changePwd', method: 'POST', path: '/wps/member/password', moduleId: 'PASS3', encrypted: true, token: 'required',
});

/** Sends a reset link to the e-mail (sandbox: an inbox message + SMS outbox entry). Form-encoded. */
export const forgetPassword = defineEndpoint<ForgotPasswordEmailRequest, boolean>({
  name: 'forgetPwd', method: 'POST', path: '/wps/member/password/email', moduleId: 'COMM3', body: 'form', token: 'none',
});

export const findPasswordByPhone = defineEndpoint<PasswordSmsRequest, SmsSent>({
  name: 'findPasswordByPhone', method: 'POST', path: '/wps/member/password/sms', moduleId: 'PWRESETSMS3', token: 'none',
});

/** Sets the password with an SMS code and logs in (answers a session). */
export const setPasswordByPhone = defineEndpoint<SetPasswordByPhoneRequest, LoginResult>({
  name: 'setPasswordByPhone', method: 'POST', path: '/wps/member/password/verification', moduleId: 'CHNGPASSVERIF3', encrypted: true, token: 'none',
});

export const unreadMessage = defineEndpoint<void, UnreadCount>({
  name: 'unreadMessage', method: 'POST', path: '/wps/relay/CSP_unreadCount', moduleId: 'INBOX3', token: 'required',
});

export const inbox = defineEndpoint<PageRequest, Page<InboxMessage>>({
  name: 'getInbox', method: 'POST', path: '/wps/relay/CSP_getInbox', moduleId: 'INBOX3', token: 'required',
});

export const readMessage = defineEndpoint<MessageIdRequest, UnreadCount>({
  name: 'readMessage', method: 'POST', path: '/wps/relay/CSP_readMessage', moduleId: 'INBOX3', token: 'required',
});

export const deleteMessage = defineEndpoint<MessageIdRequest, UnreadCount>({
  name: 'deleteMessage', method: 'POST', path: '/wps/relay/CSP_deleteMessage', moduleId: 'INBOX3', token: 'required',
});

export const chatUnread = defineEndpoint<void, UnreadCount>({
  name: 'chatMessage', method: 'POST', path: '/wps/relay/CBS_unreadCount', moduleId: 'CBS3', token: 'required',
});

export const launchChat = defineEndpoint<void, ChatLaunch>({
  name: 'launchChat', method: 'POST', path: '/wps/relay/CBS_launchChat', moduleId: 'CBS3', token: 'required',
});

export const chatPermission = defineEndpoint<void, { allowed: boolean }>({
  name: 'chatPermission', method: 'POST', path: '/wps/relay/CBS_groupPermission', token: 'required',
});

export const bettingRecords = defineEndpoint<BetRecordRequest, BetRecordPage>({
  name: 'getBettingRecords', method: 'POST', path: '/wps/relay/ODSFE2_getBettingRecords', token: 'required',
});

export const transactionHistory = defineEndpoint<TransactionRecordRequest, Page<AccountTransaction>>({
  name: 'getTransactionHistory', method: 'POST', path: '/wps/relay/ODSFE2_getTransactionHistory', token: 'required',
});

export const profitLoss = defineEndpoint<DateRange, ProfitLoss>({
  name: 'getProfitLoss', method: 'POST', path: '/wps/relay/ODSFE2_getProfitLoss', token: 'required',
});

export const bonusDetails = defineEndpoint<PageRequest & DateRange, Page<BonusRecord>>({
  name: 'getBonusDetails', method: 'POST', path: '/wps/relay/MCSFE_getBonusDetails', token: 'required',
});

export const feedback = defineEndpoint<FeedbackRequest, { id: number }>({
  name: 'feedback', method: 'PUT', path: '/wps/feedback', moduleId: 'FEEDBACK3', token: 'optional',
});

/** The feedback form's bounds (no token: visitors may send feedback). */
export const feedbackConfig = defineEndpoint<void, FeedbackConfig>({
  name: 'getFeedbackConfig', method: 'GET', path: '/wps/feedback/config', moduleId: 'FEEDBACK3', token: 'none',
});

/** The logged-in player's earlier submissions, newest first. */
export const feedbackList = defineEndpoint<PageRequest, Page<FeedbackRecord>>({
  name: 'getFeedbackList', method: 'POST', path: '/wps/relay/MCSFE_getFeedbackList', moduleId: 'FEEDBACK3', token: 'required',
});

export const transferUpline = defineEndpoint<UplineTransferRequest, { sumBalance: number }>({
  name: 'transferUpline', method: 'POST', path: '/wps/relay/MCSFE_transferToUpline', token: 'required',
  idempotent: true,
});

export const paymentConfirmationList = defineEndpoint<PageRequest, Page<PaymentConfirmation>>({
  name: 'getPaymentConfirmationList', method: 'POST', path: '/wps/relay/MCSFE_getPaymentConfirmationList', token: 'required',
});

export const processC2CTransaction = defineEndpoint<C2CProcessRequest, PaymentConfirmation>({
  name: 'processC2CTransaction', method: 'POST', path: '/wps/relay/MCSFE_processC2CTransaction', token: 'required',
  idempotent: true,
});
