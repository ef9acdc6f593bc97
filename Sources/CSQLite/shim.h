/* SQLite 3 for the ReadingList module, the only module that imports it. */
#ifndef GEMPAPER_CSQLITE_SHIM_H
#define GEMPAPER_CSQLITE_SHIM_H

#include <sqlite3.h>

/* SQLITE_TRANSIENT is a macro casting -1 to a function pointer; Swift cannot
 * import it, so bind text and blobs through these. */
static inline int gp_sqlite3_bind_text_transient(sqlite3_stmt *s, int i, const char *p, int n) {
    return sqlite3_bind_text(s, i, p, n, SQLITE_TRANSIENT);
}
static inline int gp_sqlite3_bind_blob_transient(sqlite3_stmt *s, int i, const void *p, int n) {
    return sqlite3_bind_blob(s, i, p, n, SQLITE_TRANSIENT);
}

static inline void gp_sqlite3_result_text_transient(sqlite3_context *c, const char *p, int n) {
    sqlite3_result_text(c, p, n, SQLITE_TRANSIENT);
}

/* The FTS5 API of connection `db` (for its tokenizers), or NULL. The pointer
 * is handed out through a bound pointer whose type name must outlive the
 * statement, hence this helper. */
static inline fts5_api *gp_fts5_api(sqlite3 *db) {
    fts5_api *api = 0;
    sqlite3_stmt *statement = 0;
    if (sqlite3_prepare_v2(db, "SELECT fts5(?1)", -1, &statement, 0) == SQLITE_OK) {
        sqlite3_bind_pointer(statement, 1, (void *)&api, "fts5_api_ptr", 0);
        sqlite3_step(statement);
    }
    sqlite3_finalize(statement);
    return api;
}

#endif
