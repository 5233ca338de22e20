import type { EndpointResponses } from '../../../../../shared/api/endpoints';
import { injectEndpoints } from '../../../api/api';
import { cmsRequest, type LocalisedArgs } from '../../../api/cmsRequest';

export const bannerApi = injectEndpoints((build) => ({
  getHomeBanner: build.query<EndpointResponses['getTopRollPics'], LocalisedArgs<'getTopRollPics'>>({
    query: (args) => cmsRequest('getTopRollPics', args),
  }),
}));

export const { useGetHomeBannerQuery } = bannerApi;
