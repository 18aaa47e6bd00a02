import '../i18n';
import { FooterGames } from '../features/category-nav/FooterGames';

/** The game-provider logo strip of the host's footer (the `footerGames` slot). */
export default FooterGames;
