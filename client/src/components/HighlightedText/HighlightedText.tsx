import { highlightParts } from '../../../../shared/text/highlight';
import styles from './HighlightedText.module.css';

/** Text with the search terms marked; the text is rendered as text, never as HTML. */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, i) =>
        part.match ? (
          <mark key={i} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
