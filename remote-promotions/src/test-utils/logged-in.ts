// Import first in a test file: the shared session reads sessionStorage when it is first loaded.
// A real member (isAgent 0) may join and claim promotions.
sessionStorage.setItem('token', 'test-token');
sessionStorage.setItem('account', 'player1');
sessionStorage.setItem('isAgent', '0');
export {};
