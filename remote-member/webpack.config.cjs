const { federatedConfig } = require('@vitrine/shared/build/federated-webpack.cjs');

module.exports = federatedConfig({
  name: 'member',
  dir: __dirname,
  port: 3002,
  exposes: {
    './MemberCentre': './src/exposes/MemberCentre.tsx',
    './SecurityCenterPanel': './src/exposes/SecurityCenterPanel.tsx',
    './DepositPanel': './src/exposes/DepositPanel.tsx',
    './WithdrawPanel': './src/exposes/WithdrawPanel.tsx',
    './BettingRecordPanel': './src/exposes/BettingRecordPanel.tsx',
    './CashbackPanel': './src/exposes/CashbackPanel.tsx',
    './AccountRecordPanel': './src/exposes/AccountRecordPanel.tsx',
    './ProfitLossPanel': './src/exposes/ProfitLossPanel.tsx',
    './TransferFundPanel': './src/exposes/TransferFundPanel.tsx',
    './TransferUplinePanel': './src/exposes/TransferUplinePanel.tsx',
    './BonusDetailsPanel': './src/exposes/BonusDetailsPanel.tsx',
    './MessagesPanel': './src/exposes/MessagesPanel.tsx',
    './HelpPage': './src/exposes/HelpPage.tsx',
    './AppDownloadPage': './src/exposes/AppDownloadPage.tsx',
    './ResponsibleGamingPanel': './src/exposes/ResponsibleGamingPanel.tsx',
    './PlayerSafety': './src/exposes/PlayerSafety.tsx',
    './BadgeSource': './src/exposes/BadgeSource.tsx',
  },
});
