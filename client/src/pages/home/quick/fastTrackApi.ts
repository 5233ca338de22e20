import type { EndpointArgs, EndpointResponses } from '../../../../../shared/api/endpoints';
import { injectEndpoints } from '../../../api/api';
import { cmsRequest } from '../../../api/cmsRequest';

/** Fast-track items carry both languages, so the call has no flag. */
export const fastTrackApi = injectEndpoints((build) => ({
  getFastTrack: build.query<EndpointResponses['fastTrack'], EndpointArgs<'fastTrack'>>({
    query: (args) => cmsRequest('fastTrack', args),
  }),
}));

export const { useGetFastTrackQuery } = fastTrackApi;
