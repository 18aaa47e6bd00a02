// Import first in a test file: a trial account (isAgent 4) is logged in.
sessionStorage.setItem('token', 'trial-token');
sessionStorage.setItem('account', 'trial');
sessionStorage.setItem('isAgent', '4');
export {};
