// Gemtext: the document model, parser, serializer, outline and builder for
// text/gemini. Imports Foundation only.
