import Problems

/// Turns SQLite's errors into problems a person can act on.
enum LibraryProblems {
    static func problem(for error: SQLiteError, path: String) -> Problem {
        if error.isCorruption {
            return damaged(path)
        }
        if error.isBusy {
            return Problem(
                .temporary, "the library \(path) is busy: another program is writing to it",
                hint: "try again in a moment")
        }
        if error.isUnwritable {
            return readOnly(path)
        }
        if error.isDiskFull {
            return Problem(
                .permanent, "the disk holding the library \(path) is full", hint: "free some space and try again")
        }
        if error.isIOError {
            return Problem(
                .permanent, "cannot read or write the library \(path) (\(error.message))",
                hint: "check the disk and the file")
        }
        return Problem(.internal, "library \(path): \(error.message)")
    }

    static func damaged(_ path: String) -> Problem {
        Problem(
            .permanent, "\(path) is damaged or is not a gempaper library",
            hint: "restore it from a backup, or use another library file")
    }

    /// The library (its file, or its folder) cannot be written: it can be
    /// read, but not changed.
    static func readOnly(_ path: String) -> Problem {
        Problem(
            .permanent, "the library \(path) is read-only, so it cannot be changed",
            hint: "listing, searching, reading and exporting still work; to change it, make the file and its folder writable")
    }

    /// A read-only library from an older gempaper, which reading cannot bring up to date.
    static func readOnlyAndOld(_ path: String, version: Int) -> Problem {
        Problem(
            .permanent,
            "the library \(path) is read-only, and written by an older gempaper (schema \(version); this one reads \(Schema.oldestReadable) and later)",
            hint: "make it writable once so that gempaper can bring it up to date")
    }
}
