// HTML: byte-level tokenizer, character references, charset detection,
// tree builder and DOM queries. Imports Foundation only.
