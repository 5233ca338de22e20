import { fieldReader } from '../../shared/normalise/fields.js';

/** A field reader whose cleaner only marks what it touched, for testing the shared mappers alone. */
export const plainReader = fieldReader({
  html: (value) => value,
  text: (value) => value.replace(/<[^>]*>/g, ''),
  link: (value) => (/^(https?:\/\/|\/)/i.test(value) ? value : null),
  image: (value) => (/^(https?:\/\/|\/|data:image\/)/i.test(value) ? value : null),
});
