import '../i18n';

export { default } from '../pages/LotteryPage';
