import '../i18n';
import { SideMenuGames } from '../features/category-nav/SideMenuGames';

/** The game categories of the host's side menu, game centre (the `sideMenuGames` slot). */
export default SideMenuGames;
