import LayoutCore

/// A hand-written, byte-based parser for one constraint string (FORMATS.md §2):
///
/// ```text
/// constraint := expr relation expr ("@" priority)? ("#" identifier)?
/// relation   := "==" | ">=" | "<="
/// expr       := ("-" | "+")? term (("+" | "-") term)*
/// term       := number | metric | anchor | factor "*" anchor | anchor ("*" | "/") factor
/// factor     := number | metric
/// anchor     := viewID "." attribute
/// number     := [+-]? (digits ("." digits?)? | "." digits) ([eE] [+-]? digits)?
/// priority   := number in 1…1000 | required | defaultHigh | defaultLow | fittingSizeLevel
/// ```
///
/// Spaces are optional everywhere between tokens. View ids, metric names and identifiers match
/// `[A-Za-z_][A-Za-z0-9_-]*`; because `-` may appear inside a name, `gap-8` is the metric
/// `gap-8` when the spec defines one and `gap - 8` otherwise (the longest known name wins).
/// A metric may stand wherever a number may (a small superset of the grammar).
///
/// Every error is a ``SpecError`` at the constraint's JSON path whose message names what was
/// expected and the column, with the string and a caret line under the offending character
/// as context.
///
/// One parser reads every string of a spec (``load(_:path:)``), re-using its byte buffer, and
/// appends what it parses to ``parsed`` (flat arrays, views as model indices).
struct ConstraintParser {
    /// The loaded string's UTF-8, read in place (no copy): valid only while a parse runs
    /// (``reading(_:)``), empty otherwise.
    private(set) var scanner = ByteScanner.empty
    private(set) var text: String
    /// The JSON path reported in errors (`constraints[3]`, `constraints[3].first`).
    private(set) var path: String
    let names: SpecNames
    /// The constraints parsed so far.
    var parsed = ParsedConstraints()

    init(_ text: String, path: String, names: SpecNames) {
        self.text = text
        self.path = path
        self.names = names
    }

    /// A parser with no string yet (see ``load(_:path:)``), with room for `count` constraints.
    init(names: SpecNames, reserving count: Int) {
        text = ""
        path = ""
        self.names = names
        parsed.reserve(count)
    }

    /// Starts on `text` (errors at `path`), keeping ``parsed`` and the buffer's capacity.
    mutating func load(_ text: String, path: String) {
        self.text = text
        self.path = path
        position = 0
    }

    /// Runs `body` with ``bytes`` pointing at the loaded string's UTF-8 bytes, in place (a
    /// native string's own storage; a bridged one is made native first).
    mutating func reading<T>(_ body: (inout ConstraintParser) throws(SpecError) -> T) throws(SpecError) -> T {
        var text = self.text
        var value: T?
        var failure: SpecError?
        let start = position
        text.withUTF8 { utf8 in
            scanner = ByteScanner(utf8, position: start)
            do throws(SpecError) {
                value = try body(&self)
            } catch {
                failure = error
            }
        }
        scanner = ByteScanner(UnsafeBufferPointer(start: nil, count: 0), position: scanner.position)
        if let failure { throw failure }
        return value!
    }

    // MARK: Bytes

    static let space: UInt8 = 0x20, tab: UInt8 = 0x09, newline: UInt8 = 0x0A, carriageReturn: UInt8 = 0x0D
    static let plus: UInt8 = 0x2B, minus: UInt8 = 0x2D, star: UInt8 = 0x2A, slash: UInt8 = 0x2F
    static let dot: UInt8 = 0x2E, equals: UInt8 = 0x3D, less: UInt8 = 0x3C, greater: UInt8 = 0x3E
    static let at: UInt8 = 0x40, hash: UInt8 = 0x23, zero: UInt8 = 0x30, nine: UInt8 = 0x39

    /// The loaded string's bytes.
    var bytes: UnsafeBufferPointer<UInt8> { scanner.bytes }
    /// The offset of the next unread byte.
    var position: Int {
        get { scanner.position }
        set { scanner.position = newValue }
    }

    @inline(__always)
    var isAtEnd: Bool { scanner.isAtEnd }

    /// The byte at `position + offset`, or nil past the end.
    @inline(__always)
    func peek(_ offset: Int = 0) -> UInt8? { scanner.peek(offset) }

    @inline(__always)
    static func isDigit(_ byte: UInt8?) -> Bool { byte.map(ByteScanner.isDigit) ?? false }

    /// Whether a number starts here: a digit, or `.` followed by a digit.
    @inline(__always)
    func isAtNumber(offset: Int = 0) -> Bool { scanner.isAtNumber(offset: offset) }

    @inline(__always)
    func isAtNameStart() -> Bool {
        guard let byte = peek() else { return false }
        return ConstraintSpec.isIdentifierStart(byte)
    }

    /// Skips spaces, tabs and line breaks.
    @inline(__always)
    mutating func skipSpaces() { scanner.skip(while: ByteScanner.isWhitespace) }

    /// Consumes `byte` (after spaces) if it is next.
    @inline(__always)
    mutating func consume(_ byte: UInt8) -> Bool {
        skipSpaces()
        guard peek() == byte else { return false }
        position += 1
        return true
    }

    /// The text of `bytes[range]`.
    func string(_ range: Range<Int>) -> String { scanner.string(range) }

    // MARK: Errors

    /// An error at byte `offset`: "reason at column N, found X", with the string and a caret
    /// line as context (`TextSyntaxError`, grammar `.constraint`).
    func error(_ problem: TextSyntaxProblem, at offset: Int, showFound: Bool = true) -> SpecError {
        let clamped = min(max(offset, 0), bytes.count)
        let column = scanner.column(of: clamped)
        let syntax = TextSyntaxError(
            .constraint, text: text, column: column, problem, found: showFound ? describe(at: clamped) : nil)
        return SpecError(.syntax(syntax), at: .jsonPath(path))
    }

    /// `"x"` for the character at `offset`, or "the end of the string".
    func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the string" }
        let rest = String(decoding: bytes[offset...], as: UTF8.self)
        guard let first = rest.unicodeScalars.first else { return "the end of the string" }
        return "\"\(first)\""
    }

    // MARK: Tokens

    /// Scans `[A-Za-z_][A-Za-z0-9_-]*` from `position`; returns its byte range.
    @inline(__always)
    mutating func scanName() -> Range<Int> {
        let start = position
        position += 1
        while let byte = peek(), ConstraintSpec.isIdentifierContinue(byte) { position += 1 }
        return start..<position
    }

    /// Scans a number (with an optional sign) and returns its value.
    mutating func parseNumber() throws(SpecError) -> Double {
        skipSpaces()
        let start = position
        if peek() == Self.plus || peek() == Self.minus { position += 1 }
        guard isAtNumber() else {
            throw error(.expected(.number), at: position)
        }
        scanner.skipDigits()
        if scanner.consume(Self.dot) { scanner.skipDigits() }
        if case .missingDigits(let offset) = scanner.skipExponent() {
            throw error(.expected(.exponentDigits), at: offset)
        }
        guard let value = scanner.double(start..<position) else {
            throw error(.invalidNumber(string(start..<position)), at: start, showFound: false)
        }
        return value
    }
}
