import { useLocation } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { selectSliderVisible } from '../../app/uiSlice';
import { isHomeBannerPath } from '../homePaths';
import { TopNav } from '../nav/TopNav';
import { useCurrentMenu } from '../nav/useCurrentMenu';
import { SectionBanner } from './SectionBanner';
import { TopBar } from './TopBar';

export function Header() {
  const { pathname } = useLocation();
  const home = isHomeBannerPath(pathname);
  const sliderVisible = useAppSelector(selectSliderVisible);
  const { top } = useCurrentMenu();
  return (
    <header>
      <TopBar />
      <TopNav home={home} />
      {/* The home page draws its own picture carousel in this place (SPEC §2). */}
      {sliderVisible && !home && <SectionBanner top={top} />}
    </header>
  );
}
