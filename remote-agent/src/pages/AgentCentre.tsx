import type { CentreShellProps } from '@vitrine/shared';
import { AgentCentre } from '../features/centre/AgentCentre';

/** The agent-centre shell the host mounts in its `agentCentre` slot. */
export default function AgentCentrePage(props: CentreShellProps) {
  return <AgentCentre {...props} />;
}
