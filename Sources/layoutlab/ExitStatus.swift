/// Exit statuses of FORMATS.md §4 (sysexits.h values), plus 70 for internal errors.
struct ExitStatus: RawRepresentable, Equatable {
    var rawValue: Int32
    static let success = ExitStatus(rawValue: 0)
    /// The layout cannot be satisfied (conflict reported).
    static let unsatisfiable = ExitStatus(rawValue: 1)
    /// Bad flags or arguments.
    static let usage = ExitStatus(rawValue: 64)
    /// Invalid spec.
    static let invalidSpec = ExitStatus(rawValue: 65)
    /// Input file missing or unreadable.
    static let noInput = ExitStatus(rawValue: 66)
    /// Internal error (solver failure, I/O failure writing output).
    static let software = ExitStatus(rawValue: 70)
    /// Output file could not be created.
    static let cannotCreate = ExitStatus(rawValue: 73)
}

/// An error that ends the command with a status and a message for stderr.
struct CommandFailure: Error {
    var status: ExitStatus
    var message: String
    init(_ status: ExitStatus, _ message: String) {
        self.status = status
        self.message = message
    }
}
