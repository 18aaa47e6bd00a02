import { Observable, Subject, filter, map } from 'rxjs';
import type { BusEventName, BusEvents, BusEvent } from './events';

/**
 * The typed event bus. One instance per page (this module is a Module Federation singleton):
 * host and remotes talk through it and never import each other.
 */
export interface EventBus {
  publish<K extends BusEventName>(type: K, payload: BusEvents[K]): void;
  /** Subscribe; returns the unsubscribe function (call it on unmount). */
  on<K extends BusEventName>(type: K, handler: (payload: BusEvents[K]) => void): () => void;
  /** The events of one type as an Observable. */
  stream<K extends BusEventName>(type: K): Observable<BusEvents[K]>;
  /** Every event, for logging and tests. */
  all(): Observable<BusEvent>;
}

export function createEventBus(): EventBus {
  const subject = new Subject<BusEvent>();
  const stream = <K extends BusEventName>(type: K): Observable<BusEvents[K]> =>
    subject.pipe(
      filter((event): event is BusEvent<K> => event.type === type),
      map((event) => event.payload),
    );
  return {
    publish(type, payload) {
      subject.next({ type, payload } as BusEvent);
    },
    on(type, handler) {
      const subscription = stream(type).subscribe(handler);
      return () => subscription.unsubscribe();
    },
    stream,
    all: () => subject.asObservable(),
  };
}

/** The page's bus. */
export const bus: EventBus = createEventBus();
