import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';

/**
 * The navbar item types this site's navbar uses (links and the search box). The theme's own map
 * imports all nine types, dropdowns and version and locale pickers included, into every page's
 * script. Using another type in the config means adding it here (a unit test checks).
 */
const ComponentTypes = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
};

export default ComponentTypes;
