import type { EndpointName } from '../../../shared/api/endpoints.js';
import { ARTICLE_HANDLERS } from './articleHandlers.js';
import { FOLDER_HANDLERS } from './folderHandlers.js';
import type { Handler } from './handler.js';
import { SITE_HANDLERS } from './siteHandlers.js';

/** One handler per allowlisted endpoint; the type check fails when one is missing. */
export const HANDLERS: Record<EndpointName, Handler> = { ...ARTICLE_HANDLERS, ...FOLDER_HANDLERS, ...SITE_HANDLERS };
