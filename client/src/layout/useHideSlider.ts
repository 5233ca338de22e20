import { useEffect } from 'react';
import { useAppDispatch } from '../app/hooks';
import { sliderVisibilitySet } from '../app/uiSlice';

/** Detail, search and preview pages turn the slider flag off while open, and back on when left (SPEC §2). */
export function useHideSlider(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(sliderVisibilitySet(false));
    return () => {
      dispatch(sliderVisibilitySet(true));
    };
  }, [dispatch]);
}
