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
            return unwritable(path)
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

    static func unwritable(_ path: String) -> Problem {
        Problem(
            .permanent, "cannot write to the library \(path)", hint: "check the permissions of the file and its folder")
    }
}
