import type { EndpointResponses } from '../../../../../shared/api/endpoints';
import { injectEndpoints } from '../../../api/api';
import { cmsRequest, type LocalisedArgs } from '../../../api/cmsRequest';

const bannerApi = injectEndpoints((build) => ({
  getHomeBanner: build.query<EndpointResponses['getTopRollPics'], LocalisedArgs<'getTopRollPics'>>({
    query: (args) => cmsRequest('getTopRollPics', args),
    providesTags: ['Home'],
  }),
}));

export const { useGetHomeBannerQuery } = bannerApi;

/** Starts loading the carousel's pictures without subscribing (while the home page's code downloads). */
export function prefetchHomeBanner(flag: LocalisedArgs<'getTopRollPics'>['flag']) {
  return bannerApi.util.prefetch('getHomeBanner', { flag }, {});
}
