import { useLocation } from 'react-router';
import { isHomeBannerPath } from '../homePaths';
import { TopNav } from '../nav/TopNav';
import { useCurrentMenu } from '../nav/useCurrentMenu';
import { useSliderVisible } from '../useSliderVisible';
import { SectionBanner } from './SectionBanner';
import { TopBar } from './TopBar';

export function Header() {
  const { pathname } = useLocation();
  const home = isHomeBannerPath(pathname);
  const sliderVisible = useSliderVisible();
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
