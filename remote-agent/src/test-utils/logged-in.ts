// Import first in a test file: the shared session reads sessionStorage when it is first loaded,
// and calls that need a token fail without one. An agent (isAgent 1) opens the agent centre.
sessionStorage.setItem('token', 'test-token');
sessionStorage.setItem('account', 'agent');
sessionStorage.setItem('isAgent', '1');
export {};
