// ReadingList: the library on SQLite (schema, migrations, queries, search,
// the fetch queue). The only module that imports CSQLite.
