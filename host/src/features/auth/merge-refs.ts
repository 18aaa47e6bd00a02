import type { RefCallback } from 'react';

/** One ref callback that feeds several refs (react-hook-form's register ref and a local one). */
export function mergeRefs<T>(...refs: (RefCallback<T> | { current: T | null })[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else ref.current = node;
    }
  };
}
