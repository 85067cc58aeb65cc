/// Where in an input file an error was found.
public enum SpecLocation: Sendable, Equatable, CustomStringConvertible {
    /// A 1-based line and column (JSON syntax errors, Swift and XML sources).
    case lineColumn(line: Int, column: Int)
    /// A JSON path such as `root.children[2].modifiers[0].frame` (for an error inside a
    /// string value — a constraint, a VFL line, an expression — the problem adds the column
    /// in the string).
    case jsonPath(String)
    /// The whole file.
    case file

    public var description: String {
        switch self {
        case .lineColumn(let line, let column): return "\(line):\(column)"
        case .jsonPath(let path): return path
        case .file: return ""
        }
    }
}

/// An error in a spec: invalid JSON, a value of the wrong type, an unknown key, a limit
/// exceeded… Every error names the file, the place and — in its `problem` — what was
/// expected and what was found.
///
/// Tools and tests match the `problem` (a `SpecProblem` case with its values); the printed
/// `description` (`file:place: message`, then any context lines) is derived from it.
/// The command line maps every `SpecError` to exit status 65 (FORMATS.md §4).
public struct SpecError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of problem, stable for tests and tools.
    public enum Kind: String, Sendable, Equatable {
        /// The bytes are not valid JSON (or not UTF-8).
        case invalidJSON
        /// The JSON is valid but the spec is not (wrong type, unknown key, bad value…).
        case invalidSpec
        /// A documented size limit was exceeded (bytes, depth, views, constraints).
        case limitExceeded
    }

    /// What is wrong, with the expected and found values.
    public var problem: SpecProblem
    /// The file the spec was read from (nil for in-memory specs).
    public var file: String?
    public var location: SpecLocation

    /// An error at `location` of `file`.
    public init(_ problem: SpecProblem, file: String? = nil, at location: SpecLocation) {
        self.problem = problem
        self.file = file
        self.location = location
    }

    /// An error described by a sentence alone (`SpecProblem.described`): for importers whose
    /// own checks have no typed case.
    package init(_ kind: Kind, file: String? = nil, at location: SpecLocation, _ message: String) {
        self.init(.described(message, kind: kind), file: file, at: location)
    }

    /// The kind of the problem.
    public var kind: Kind { problem.kind }
    /// What is wrong and what was expected, as one sentence (derived from `problem`).
    public var message: String { problem.message }
    /// Extra lines printed after the message (a constraint string or VFL line and a caret
    /// line under the offending character).
    public var context: [String] { problem.context }

    /// `file:place: message`, followed by any context lines.
    public var description: String {
        var head = file ?? "<input>"
        let place = location.description
        if !place.isEmpty { head += ":" + place }
        return ([head + ": " + message] + context).joined(separator: "\n")
    }

    /// The same error attributed to `file`.
    package func inFile(_ file: String?) -> SpecError {
        var copy = self
        copy.file = file
        return copy
    }
}
