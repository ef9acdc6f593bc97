// Article: main-content extraction, metadata and HTML-to-gemtext conversion.
