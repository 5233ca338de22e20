import type { MenuEntry } from '../../../../shared/api/menu';
import { isSiteMapCode } from '../../../../shared/nav/siteMap';
import { useGetFolderDetailQuery } from '../../api/columnApi';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Loading } from '../../components/Loading/Loading';
import { RichText } from '../../components/RichText/RichText';
import { SiteMap } from '../../components/SiteMap/SiteMap';
import { ColumnFrame } from '../../layout/inner/ColumnFrame';

/**
 * The folder's rich text (company profile, contact us, …). A failed call or a folder without text
 * shows the 'under construction' block instead, with no error toast.
 */
function ColumnDetail({ menu }: { menu: MenuEntry }) {
  const { currentData, isError } = useGetFolderDetailQuery({ fdCode: menu.fdCode });
  const siteMap = isSiteMapCode(menu.fdCode);
  if (currentData === undefined && !isError) return <Loading />;
  const html = currentData?.folderDetail ?? null;
  if (siteMap) {
    return (
      <>
        {html && <RichText html={html} />}
        <SiteMap fdCode={menu.fdCode} />
      </>
    );
  }
  if (html === null || html.trim() === '') return <EmptyState kind="underConstruction" />;
  return <RichText html={html} />;
}

/** `/columndetail/:fdCode`: a column's rich text; the site map's code shows the site map. */
function ColumnDetailPage() {
  return <ColumnFrame>{(menu) => <ColumnDetail menu={menu} />}</ColumnFrame>;
}

export { ColumnDetailPage as Component };
