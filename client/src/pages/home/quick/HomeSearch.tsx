import { useState } from 'react';
import { SearchField } from '../../../components/SearchField/SearchField';
import styles from './QuickAccess.module.css';

/** The home page's search box, labelled for advanced search; the same rules as the header's. */
export function HomeSearch() {
  const [value, setValue] = useState('');
  return (
    <SearchField
      value={value}
      onValueChange={setValue}
      label="common.advancedSearch"
      classes={{
        form: styles.search,
        label: styles.searchLabel,
        input: styles.searchInput,
        button: styles.searchButton,
      }}
      button="text"
      data-home-search
    />
  );
}
