import { publishDate } from '../../../../shared/text/publishDate';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The date of a `publishTime` (its first 10 characters), as a `<time>` when it is a calendar day. */
export function PublishDate({ value, className }: { value: string | null | undefined; className?: string }) {
  const date = publishDate(value);
  if (date === '') return null;
  return ISO_DAY.test(date) ? (
    <time className={className} dateTime={date}>
      {date}
    </time>
  ) : (
    <span className={className}>{date}</span>
  );
}
