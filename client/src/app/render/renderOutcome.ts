import type { CallFailure } from '../../../../shared/ssr/renderContract';
import type { CmsError } from '../../api/cmsError';
import type { RootState } from '../../state/store';

/** How the calls of one render went, sorted by the calls its loaders started as essential. */
export interface RenderOutcome {
  /** Essential calls that failed: the page cannot be drawn. */
  essential: CallFailure[];
  /** Secondary calls that failed: their blocks were drawn with their own fallbacks. */
  secondary: CallFailure[];
  /** Queries still on their way at the render's deadline (by the app's names): drawn loading. */
  late: string[];
}

/** A failed call's cause in a few words, for the log: the status, the BFF's code and message. */
function causeOf(error: CmsError | undefined): string {
  if (!error) return 'failed';
  const parts = [typeof error.status === 'number' ? `HTTP ${error.status}` : error.status, error.code, error.message];
  return parts.filter((part) => part !== null && part !== undefined).join(' ');
}

/**
 * The calls of a render, from the store it was drawn with: failed ones sorted into essential (their cache
 * keys among those the render's loaders started as essential, `essential`: see `PageLoad`) and secondary,
 * and those not settled in time. A 404 is an answer (the CMS does not have the item), not a failure: the
 * loaders turn a missing primary resource into a 404 page.
 */
export function renderOutcome(state: RootState, essential: ReadonlySet<string>): RenderOutcome {
  const outcome: RenderOutcome = { essential: [], secondary: [], late: [] };
  for (const [key, entry] of Object.entries(state.api.queries)) {
    if (entry?.status === 'pending') outcome.late.push(entry.endpointName);
    if (entry?.status !== 'rejected') continue;
    // The base query names the BFF's endpoint in every error it returns (`CmsError.endpoint`); a failure
    // without it (a transform that threw) counts as secondary.
    const error = entry.error as CmsError | undefined;
    if (error?.status === 404) continue;
    const failure = { endpoint: error?.endpoint ?? entry.endpointName, cause: causeOf(error) };
    (error?.endpoint !== undefined && essential.has(key) ? outcome.essential : outcome.secondary).push(failure);
  }
  return outcome;
}
