/**
 * The User Timing mark the browser entry sets as a server-drawn page's code starts to load: where hydration begins in a performance recording. `npm run lighthouse` measures the long tasks
 * after it.
 */
export const HYDRATION_MARK = 'hydration';
