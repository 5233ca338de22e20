import { SearchField } from '../../components/SearchField/SearchField';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { searchInputChanged, selectSearchInput } from '../../state/uiSlice';
import styles from './SearchBox.module.css';

/** The header's search box; its text is kept in the store, so the results page shows what was searched. */
export function SearchBox() {
  const dispatch = useAppDispatch();
  const value = useAppSelector(selectSearchInput);
  return (
    <SearchField
      value={value}
      onValueChange={(text) => dispatch(searchInputChanged(text))}
      label="common.siteSearch"
      classes={{ form: styles.search, input: styles.input, button: styles.submit }}
      button="icon"
    />
  );
}
