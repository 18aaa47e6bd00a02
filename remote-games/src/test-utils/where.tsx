import { useLocation } from 'react-router-dom';

/** Shows the router's location (path and query) for a test to read as `location`. */
export function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}
