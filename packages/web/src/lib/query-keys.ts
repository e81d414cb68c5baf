/**
 * The root of every query about a project (its record with totals, photo, development rights, open
 * reviews, latest events). Changes anywhere inside a project can alter those summaries, so the query
 * client refreshes this root after every successful change.
 */
export const projectKeyRoot = ['projects'] as const;
