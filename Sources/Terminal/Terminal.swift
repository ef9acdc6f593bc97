// Terminal: gemtext rendered for a terminal (wrapping by display width,
// styles, link numbers, table of contents, pager).
