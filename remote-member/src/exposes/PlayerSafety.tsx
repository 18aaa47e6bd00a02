import '../i18n';

export { default } from '../features/player-safety/PlayerSafety';
