import type { Locale } from '../../../shared/constants';
import type { EndpointArgs, EndpointName } from '../../../shared/api/endpoints';

/** One call of the BFF's allowlist: the endpoint and its query parameters. */
export interface CmsRequest {
  endpoint: EndpointName;
  params: Readonly<Record<string, string | number | undefined>>;
}

/** Arguments of a language-dependent call: the flag is required, so it is part of every cache key. */
export type LocalisedArgs<K extends EndpointName> = EndpointArgs<K> & { flag: Locale };

export function cmsRequest<K extends EndpointName>(endpoint: K, args: EndpointArgs<K>): CmsRequest {
  return { endpoint, params: args as CmsRequest['params'] };
}
