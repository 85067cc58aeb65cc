/// Where in an input file an error was found.
public enum SpecLocation: Sendable, Equatable, CustomStringConvertible {
    /// A 1-based line and column (JSON syntax errors, constraint strings, VFL).
    case lineColumn(line: Int, column: Int)
    /// A JSON path such as `root.children[2].modifiers[0].frame`.
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
/// exceeded… Every error names the file, the place and what was expected.
///
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

    public var kind: Kind
    /// The file the spec was read from (nil for in-memory specs).
    public var file: String?
    public var location: SpecLocation
    /// What is wrong and what was expected, as one sentence.
    public var message: String
    /// Extra lines printed after the message (e.g. a format string and a caret line).
    public var context: [String]

    public init(
        _ kind: Kind, file: String? = nil, at location: SpecLocation, _ message: String,
        context: [String] = []
    ) {
        self.kind = kind
        self.file = file
        self.location = location
        self.message = message
        self.context = context
    }

    /// `file:place: message`, followed by any context lines.
    public var description: String {
        var head = file ?? "<input>"
        let place = location.description
        if !place.isEmpty { head += ":" + place }
        return ([head + ": " + message] + context).joined(separator: "\n")
    }

    /// The same error attributed to `file`.
    public func inFile(_ file: String?) -> SpecError {
        var copy = self
        copy.file = file
        return copy
    }
}
