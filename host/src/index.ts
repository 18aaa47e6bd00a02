import { importInTurn } from './boot/import-in-turn';

// Async boundary: shared singletons are negotiated before the app's code runs.
//
// The federation runtime negotiates a shared library (version checks, share scope) and starts its
// download when it is first imported. Imported one per task, the boot's first task stays short, and
// each library is evaluated in the task its file arrives in, not all together when the app's code
// starts (issue 9: total blocking time). A library that fails to load fails the app's import below.
void importInTurn([
  () => import('react'),
  () => import('react-dom/client'),
  () => import('@emotion/react'),
  () => import('i18next'),
  () => import('react-i18next'),
  () => import('rxjs'),
  () => import('@tanstack/react-query'),
  () => import('react-router-dom'),
  () => import('@emotion/styled'),
  () => import('@vitrine/shared'),
]).then(() => import('./bootstrap'));
