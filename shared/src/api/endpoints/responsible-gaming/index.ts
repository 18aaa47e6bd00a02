// Responsible gaming: one file per call, types in ./types.
export * from './types';
export * from './status';
export * from './set-limit';
export * from './exclude';
export * from './reality-check';
export * from './reality-check-ack';
export * from './statement';
