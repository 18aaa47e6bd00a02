import '../i18n';
import { CategoryNav } from '../features/category-nav/CategoryNav';

/** The game categories of the host's bottom nav (the `categoryNav` slot), with their vendor dropdowns. */
export default CategoryNav;
