/**
 * What a server-rendered page hands the browser's API cache: the answers it carries and those it only
 * names. Types alone, so the store's extra, the API layer and the page's state can all name them without
 * importing one another.
 */

/** The server's API state as the page carries it: the slice under the API's reducer path. */
export type HydratedApiState = Record<string, unknown>;

/** An answer a server-rendered page names without carrying it: its query's endpoint and arguments. */
export interface DeferredAnswer {
  endpointName: string;
  originalArgs: unknown;
}
