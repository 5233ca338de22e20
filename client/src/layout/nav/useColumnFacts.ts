import type { ColumnFacts } from '../../../../shared/api/menu';
import { useGetColumnFactsQuery } from '../../api/menuApi';
import { useLocale } from '../../state/useLocale';

const NO_FACTS: ColumnFacts = { image: null, content: null };

/**
 * The pictures and summaries of the current language's columns: `factsOf(code)` is a column's, empty
 * until they have arrived (or when the column has none).
 */
export function useColumnFacts(): (fdCode: string | undefined) => ColumnFacts {
  const locale = useLocale();
  // currentData, not data: after a language switch the other language's facts must not linger.
  const { currentData } = useGetColumnFactsQuery({ flag: locale });
  return (fdCode) => (fdCode === undefined ? undefined : currentData?.[fdCode]) ?? NO_FACTS;
}
