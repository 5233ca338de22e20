import { useLocation } from 'react-router';
import { drawsSectionBanner, isHomeBannerPath } from '../homePaths';
import { TopNav } from '../nav/TopNav';
import { useCurrentMenu } from '../nav/useCurrentMenu';
import { SectionBanner } from './SectionBanner';
import { TopBar } from './TopBar';

export function Header() {
  const { pathname } = useLocation();
  const home = isHomeBannerPath(pathname);
  const { top } = useCurrentMenu();
  return (
    <header>
      <TopBar />
      <TopNav home={home} />
      {/* The home page draws its own picture carousel in this place. */}
      {drawsSectionBanner(pathname) && <SectionBanner top={top} />}
    </header>
  );
}
