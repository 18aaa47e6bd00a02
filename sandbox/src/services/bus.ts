import type { BalancePush } from '@vitrine/shared/api/endpoints';

/** Balance push: member id → open sockets. */
export interface PushTarget {
  send(data: string): void;
  readyState: number;
}

export class BalanceBus {
  private readonly sockets = new Map<number, Set<PushTarget>>();

  add(memberId: number, socket: PushTarget): () => void {
    let set = this.sockets.get(memberId);
    if (!set) this.sockets.set(memberId, (set = new Set()));
    set.add(socket);
    return () => {
      set.delete(socket);
      if (set.size === 0) this.sockets.delete(memberId);
    };
  }

  count(memberId: number): number {
    return this.sockets.get(memberId)?.size ?? 0;
  }

  push(memberId: number, message: BalancePush): void {
    const set = this.sockets.get(memberId);
    if (!set) return;
    const data = JSON.stringify(message);
    for (const s of set) {
      if (s.readyState === 1) {
        try {
          s.send(data);
        } catch {
          set.delete(s);
        }
      }
    }
  }

  closeAll(): void {
    this.sockets.clear();
  }
}
