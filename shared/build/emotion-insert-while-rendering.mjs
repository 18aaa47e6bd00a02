// Emotion's styles are compiled and inserted while React renders, not in the commit (issue 9).
//
// @emotion/react and @emotion/styled insert a component's new rules (stylis compile, then
// insertRule) from React's useInsertionEffect, i.e. inside the commit: one task that cannot yield.
// When the home's data arrives, the commit that shows it added about 60 rules, and their stylis
// work was over half of that commit's script (V8 profile, 4× CPU: insertStyles 51 of 88 ms in
// commitRoot). Every app's build resolves '@emotion/use-insertion-effect-with-fallbacks' to this
// file instead (shared/build/federated-webpack.cjs), so `Insertion` inserts as it renders: in
// React's time-sliced render, spread over tasks that yield, as emotion does under React 17.
//
// Safe because insertStyles is idempotent (cache.inserted is checked first): a render React
// throws away leaves at most rules nothing uses yet, and a class is only ever inserted once. On
// the server (the first-paint renders run in Node, outside webpack) the real package is used.
// `Global` keeps the real useInsertionEffect: it replaces its own <style> tag on change, which is
// a commit's job.
import { useInsertionEffect } from 'react';

/** Runs the insertion now, during render. */
export const useInsertionEffectAlwaysWithSyncFallback = (create) => create();

/** Global styles: as emotion's own package does on React 18+. */
export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
