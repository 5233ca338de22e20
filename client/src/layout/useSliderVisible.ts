import { useLocation } from 'react-router';
import { useAppSelector } from '../app/hooks';
import { selectSliderVisible } from '../app/uiSlice';
import { hidesSlider } from './homePaths';

/** The slider-visibility flag (SPEC §2), off on detail, search and preview paths from their first paint. */
export function useSliderVisible(): boolean {
  const { pathname } = useLocation();
  const flag = useAppSelector(selectSliderVisible);
  return flag && !hidesSlider(pathname);
}
