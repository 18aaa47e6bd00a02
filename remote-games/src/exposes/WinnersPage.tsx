import '../i18n';

export { default } from '../pages/WinnersPage';
