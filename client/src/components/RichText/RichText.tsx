import styles from './RichText.module.css';

interface RichTextProps {
  /** HTML the BFF has already sanitised; never text from anywhere else. */
  html: string;
  className?: string;
}

/** An article body or a column's rich text, styled for reading: headings, lists, tables, images. */
export function RichText({ html, className }: RichTextProps) {
  return (
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      data-rich-text=""
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
