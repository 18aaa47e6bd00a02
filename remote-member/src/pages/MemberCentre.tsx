import type { CentreShellProps } from '@vitrine/shared';
import { MemberCentre } from '../features/centre/MemberCentre';

/** The member-centre shell the host mounts in its `memberCentre` slot. */
export default function MemberCentrePage(props: CentreShellProps) {
  return <MemberCentre {...props} />;
}
