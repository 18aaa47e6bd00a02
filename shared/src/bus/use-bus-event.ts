import { useEffect, useRef } from 'react';
import { bus } from './bus';
import type { BusEventName, BusEvents } from './events';

/** Listen to a bus event for the lifetime of a component. */
export function useBusEvent<K extends BusEventName>(type: K, handler: (payload: BusEvents[K]) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => bus.on(type, (payload) => latest.current(payload)), [type]);
}
