import type { ArticleSummary } from '../../../../shared/api/article';
import { FOLDER_IDS } from '../../../../shared/constants';
import { useGetCompanyFolderArticlesQuery } from '../../api/companyApi';
import { useLocale } from '../../state/useLocale';

export interface CoreTechnologies {
  /** The technologies, or null while they load. */
  items: ArticleSummary[] | null;
  isError: boolean;
}

/** The articles of the language's core-technology folder (31 in Chinese, 535 in English). */
export function useCoreTechnologies(): CoreTechnologies {
  const locale = useLocale();
  const { currentData, isError } = useGetCompanyFolderArticlesQuery({
    folderId: FOLDER_IDS.coreTechnology[locale],
  });
  return { items: currentData ?? null, isError };
}
