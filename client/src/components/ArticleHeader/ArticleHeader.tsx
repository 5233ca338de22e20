import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import styles from './ArticleHeader.module.css';

export interface ArticleFact {
  label: MessageId;
  value: ReactNode;
}

/** An article's title and the line of facts under it (source or author, date). */
export function ArticleHeader({ title, facts }: { title: string; facts: readonly ArticleFact[] }) {
  const intl = useIntl();
  return (
    <header className={styles.header}>
      <h2 className={styles.title} data-article-title="">
        {title}
      </h2>
      <p className={styles.facts}>
        {facts.map((fact) => (
          <span key={fact.label} className={styles.fact} data-article-fact={fact.label}>
            <FormattedMessage
              id="pages.metaItem"
              values={{ label: intl.formatMessage({ id: fact.label }), value: fact.value }}
            />
          </span>
        ))}
      </p>
    </header>
  );
}
