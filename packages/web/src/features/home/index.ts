/** What other features use of the home page: the user's work lists (the field area lists the same work). */
export { homeQueries } from './api/home-queries';
