import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy* and waitFor wait up to 5 s (Testing Library's default is 1 s). A ceiling, not a timing
// assertion: on the loaded 2-core CI machine the first render of a suite (cold modules, emotion,
// i18next) has passed 1 s, e.g. TeamOverview's first test in the fresh-clone run of 47053ce.
configure({ asyncUtilTimeout: 5_000 });
