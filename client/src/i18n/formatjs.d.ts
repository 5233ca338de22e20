import type zh from './zh.json';

// Message ids are checked at compile time against the Chinese file; a unit test keeps both files equal.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: keyof typeof zh;
    }
  }
}
