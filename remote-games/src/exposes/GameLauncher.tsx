import '../i18n';
import { LaunchListener } from '../features/launch/LaunchListener';

/** A component the host can mount once (inside its router) so 'game/launch-requested' is answered. */
export default LaunchListener;
