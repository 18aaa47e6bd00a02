/** Results per page: the DOM stays bounded whatever the catalogue size. */
export const RESULTS_PER_PAGE = 24;
