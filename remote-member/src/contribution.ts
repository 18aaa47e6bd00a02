import { defineContribution } from '@vitrine/shared';

/**
 * What the member remote offers the host (emitted as contribution.json at build): the member-centre
 * shell in the host's `memberCentre` slot, and the panels it has built. Only panels that work
 * against the backend are listed; other remotes add theirs through their own contributions.
 * `order` follows the spec's "Member area" table (gaps are other remotes' or later panels).
 */
export default defineContribution({
  remote: 'member',
  namespace: 'member',
  routes: [
    // The help centre: topics, the about pages the footer links to, feedback and complaints.
    { path: '/help', expose: './HelpPage', chrome: { header: true, footer: true, sideMenu: true }, access: 'anyone', titleKey: 'help_title' },
    // The same for the app's web view: no chrome (the login guard exempts it).
    { path: '/helpmc', expose: './HelpPage', chrome: { header: false, footer: false, sideMenu: false }, access: 'anyone', titleKey: 'help_title' },
    // App download and install guide; /download is exempt from the login guard.
    { path: '/down', expose: './AppDownloadPage', chrome: { header: true, footer: true, sideMenu: true }, access: 'anyone', titleKey: 'down_title' },
    { path: '/download', expose: './AppDownloadPage', chrome: { header: true, footer: true, sideMenu: true }, access: 'anyone', titleKey: 'down_title' },
  ],
  // badgeSource publishes the inbox's unread count (`messages-unread`) for the entries below.
  slots: { memberCentre: './MemberCentre', playerSafety: './PlayerSafety', badgeSource: './BadgeSource' },
  memberPanels: [
    { page: 'securityCenter', labelKey: 'in_my_account', expose: './SecurityCenterPanel', order: 0 },
    { page: 'transferFund', labelKey: 'in_my_wallet', expose: './TransferFundPanel', order: 1 },
    { page: 'depositv2', labelKey: 'in_increase_deposit', expose: './DepositPanel', order: 2 },
    { page: 'withdraw', labelKey: 'in_increase_withdrawal', expose: './WithdrawPanel', order: 3 },
    // Listed by the member centre only for players with an upline (session `toUpline`).
    { page: 'transferUpline', labelKey: 'in_transfer_upline', expose: './TransferUplinePanel', order: 4 },
    { page: 'personalHistoryCopy', labelKey: 'in_betting_record', expose: './BettingRecordPanel', order: 5 },
    {
      page: 'manualRebate',
      labelKey: 'in_cashback',
      expose: './CashbackPanel',
      order: 6,
      requiresFlag: 'MANPLAYREB3',
    },
    { page: 'transactionHistory', labelKey: 'in_account_record', expose: './AccountRecordPanel', order: 7 },
    { page: 'personalProfit', labelKey: 'in_personal_loss', expose: './ProfitLossPanel', order: 8 },
    { page: 'bonusDetails', labelKey: 'in_bonus_details', expose: './BonusDetailsPanel', order: 9 },
    {
      page: 'messageV2',
      labelKey: 'in_platform_information',
      expose: './MessagesPanel',
      order: 13,
      requiresFlag: 'INBOX3',
    },
    // Responsible gaming: limits, reality check, time-out/self-exclusion, statement (no module gate).
    { page: 'responsibleGaming', labelKey: 'rg_title', expose: './ResponsibleGamingPanel', order: 14 },
  ],
  // Menu entries (spec section 2): the host draws them; their keys are the test ids' tails.
  nav: [
    // Side menu: money buttons under the balance, then the first list.
    { key: 'wallet-deposit', labelKey: 'menu_deposit', memberPage: 'depositv2', placement: 'side', group: 'wallet', icon: 'deposit', order: 0, audience: 'member' },
    { key: 'wallet-withdraw', labelKey: 'menu_withdraw', memberPage: 'withdraw', placement: 'side', group: 'wallet', icon: 'withdraw', order: 1, audience: 'member' },
    { key: 'deposit', labelKey: 'menu_deposit', memberPage: 'depositv2', placement: 'side', icon: 'deposit', order: 0 },
    { key: 'withdraw', labelKey: 'menu_withdraw', memberPage: 'withdraw', placement: 'side', icon: 'withdraw', order: 1 },
    // Side menu, account group.
    { key: 'cashback', labelKey: 'menu_cashback', memberPage: 'manualRebate', placement: 'side', group: 'account', icon: 'reward', order: 0, requiresFlag: 'MANPLAYREB3' },
    { key: 'betting-record', labelKey: 'menu_betting_record', memberPage: 'personalHistoryCopy', placement: 'side', group: 'account', icon: 'record', order: 2 },
    { key: 'account-record', labelKey: 'menu_account_record', memberPage: 'transactionHistory', placement: 'side', group: 'account', icon: 'record', order: 3 },
    { key: 'security-center', labelKey: 'menu_security_center', memberPage: 'securityCenter', placement: 'side', group: 'account', icon: 'user', order: 4 },
    { key: 'personal-loss', labelKey: 'menu_personal_loss', memberPage: 'personalProfit', placement: 'side', group: 'account', icon: 'record', order: 6 },
    { key: 'messages', labelKey: 'menu_messages', memberPage: 'messageV2', placement: 'side', group: 'account', icon: 'mail', order: 7, requiresFlag: 'INBOX3', badge: 'messages-unread', badgeLabelKey: 'menu_messages_unread' },
    // Side menu, more.
    { key: 'app-download', labelKey: 'menu_app_download', path: '/down', placement: 'side', group: 'more', icon: 'app', order: 0 },
    { key: 'help', labelKey: 'menu_help_centre', path: '/help', placement: 'side', group: 'more', icon: 'help', order: 3 },
    // The signed-in header bar.
    { key: 'deposit', labelKey: 'menu_deposit', memberPage: 'depositv2', placement: 'header', icon: 'deposit', order: 0, emphasis: 'primary' },
    { key: 'withdraw', labelKey: 'menu_withdraw', memberPage: 'withdraw', placement: 'header', icon: 'withdraw', order: 1, emphasis: 'labelled' },
    { key: 'personal-centre', labelKey: 'menu_personal_centre', memberPage: 'personalProfit', placement: 'header', icon: 'user', order: 2 },
    { key: 'betting-record', labelKey: 'menu_betting_record', memberPage: 'personalHistoryCopy', placement: 'header', icon: 'record', order: 3 },
    { key: 'cashback', labelKey: 'menu_cashback', memberPage: 'manualRebate', placement: 'header', icon: 'reward', order: 4, requiresFlag: 'MANPLAYREB3' },
    { key: 'messages', labelKey: 'menu_messages', memberPage: 'messageV2', placement: 'header', icon: 'mail', order: 5, requiresFlag: 'INBOX3', badge: 'messages-unread', badgeLabelKey: 'menu_messages_unread' },
  ],
});
