// Import first in a test file: the shared session reads sessionStorage when it is first loaded,
// and calls that need a token fail without one.
sessionStorage.setItem('token', 'test-token');
sessionStorage.setItem('account', 'player1');
sessionStorage.setItem('isAgent', '0');
export {};
