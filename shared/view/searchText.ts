import { MAX_SEARCH_LENGTH } from '../constants.js';

/** The query parameter of the search page that holds the text, as the header's search box sends it. */
export const SEARCH_TEXT_PARAM = 'inputValue';

/** The text to search for in a search page's query: trimmed and cut to the API's limit; '' for none. */
export function searchTextOf(query: { get(name: string): string | null }): string {
  return (query.get(SEARCH_TEXT_PARAM) ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
}
