// A UI message file's parts (see client/build/precompiledMessages.ts): parsed messages by id.
declare module '*.json?first' {
  const messages: Record<string, string>;
  export default messages;
}

declare module '*.json?later' {
  const messages: Record<string, string>;
  export default messages;
}
