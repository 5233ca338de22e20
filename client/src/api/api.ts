import { createApi } from '@reduxjs/toolkit/query/react';
import { createCmsBaseQuery } from './cmsBaseQuery';

/** Cache tags of every area, declared once so areas can invalidate each other's data. */
export const TAG_TYPES = ['Menu', 'Site', 'Home', 'Folder', 'ArticleList', 'Article', 'Search', 'Shares'] as const;

/** The one API of the app; each area injects its endpoints beside the code that uses them. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createCmsBaseQuery(),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
