import LayoutCore

/// The parsed form of one VFL line, before it becomes constraints (see ``VisualFormat``).
struct VisualFormatLine {
    /// `|`, or a view with its size predicates (`[a(>=50,==b@750)]`).
    enum Item: Equatable {
        case superview
        case view(String, [VisualFormatPredicate])
    }
    /// What joins two items: nothing (flush), `-` (standard spacing) or predicates.
    enum Connection: Equatable {
        case flush
        case standard
        case predicates([VisualFormatPredicate])
    }
    var axis: Axis
    /// Items and the connections between them: `connections[k]` joins `items[k]` and
    /// `items[k + 1]`.
    var items: [Item]
    var connections: [Connection]
}

/// `(==|<=|>=)? (number | metric | view) (@ priority)?`.
struct VisualFormatPredicate: Equatable {
    enum Object: Equatable {
        case constant(Double)
        case view(String)
    }
    var relation: LayoutRelation
    var object: Object
    var priority: LayoutPriority
}

/// A byte-based parser for Apple's Visual Format Language (SEMANTICS.md §B):
///
/// ```text
/// line       := (orientation ":")? ("|" connection)? view (connection view)* (connection "|")?
/// orientation:= "H" | "V"
/// view       := "[" viewName ("(" predicate ("," predicate)* ")")? "]"
/// connection := "" | "-" | "-" simple "-" | "-" "(" predicate ("," predicate)* ")" "-"
/// simple     := positiveNumber | metricName
/// predicate  := ("==" | "<=" | ">=")? (number | metricName | viewName) ("@" priority)?
/// priority   := number in 1…1000 | metricName | required | defaultHigh | defaultLow | fittingSizeLevel
/// ```
///
/// Spaces between tokens are ignored. Errors follow Apple's log: "Unable to parse constraint
/// format: " and the reason, with the format string and a caret under the offending character
/// as context lines.
struct VisualFormatParser {
    /// The line's UTF-8, borrowed: valid while `VisualFormat.constraints(from:path:names:)` runs.
    var scanner: ByteScanner
    let text: String
    let path: String
    let names: SpecNames

    /// A parser of `text`, whose UTF-8 `bytes` must outlive it.
    init(_ text: String, bytes: UnsafeBufferPointer<UInt8>, path: String, names: SpecNames) {
        self.text = text
        self.scanner = ByteScanner(bytes)
        self.path = path
        self.names = names
    }

    var bytes: UnsafeBufferPointer<UInt8> { scanner.bytes }
    var position: Int {
        get { scanner.position }
        set { scanner.position = newValue }
    }

    func peek(_ offset: Int = 0) -> UInt8? { scanner.peek(offset) }

    /// Skips spaces and tabs.
    mutating func skipSpaces() {
        scanner.skip { $0 == 0x20 || $0 == 0x09 }
    }

    /// Consumes `character` (after spaces) if it is next.
    mutating func consume(_ character: Unicode.Scalar) -> Bool {
        skipSpaces()
        guard peek() == UInt8(ascii: character) else { return false }
        position += 1
        return true
    }

    /// An Apple-style error at byte `offset`: the reason, then the format string and a caret.
    func error(_ problem: TextSyntaxProblem, at offset: Int) -> SpecError {
        let column = scanner.column(of: offset)
        return SpecError(
            .syntax(TextSyntaxError(.visualFormat, text: text, column: column, problem)), at: .jsonPath(path))
    }

    // MARK: Grammar

    /// The whole line.
    mutating func parseLine() throws(SpecError) -> VisualFormatLine {
        skipSpaces()
        var line = VisualFormatLine(axis: .horizontal, items: [], connections: [])
        if let first = peek(), first == UInt8(ascii: "H") || first == UInt8(ascii: "V"), peek(1) == UInt8(ascii: ":") {
            line.axis = first == UInt8(ascii: "H") ? .horizontal : .vertical
            position += 2
        }
        if consume("|") {
            line.items.append(.superview)
            line.connections.append(try parseConnection())
        }
        line.items.append(try parseView())
        while true {
            skipSpaces()
            let start = position
            let connection = try parseConnection()
            skipSpaces()
            if peek() == UInt8(ascii: "[") {
                line.connections.append(connection)
                line.items.append(try parseView())
            } else if consume("|") {
                line.connections.append(connection)
                line.items.append(.superview)
                skipSpaces()
                guard position >= bytes.count else {
                    throw error(.expected(.endAfterSuperview), at: position)
                }
                return line
            } else if position >= bytes.count, connection == .flush {
                return line
            } else if connection == .flush {
                throw error(.expected(.connectionOrView), at: start)
            } else {
                throw error(.expected(.viewAfterConnection), at: position)
            }
        }
    }

    /// `[name(predicates)]`.
    mutating func parseView() throws(SpecError) -> VisualFormatLine.Item {
        skipSpaces()
        guard peek() == UInt8(ascii: "[") else {
            throw error(.expected(.view), at: position)
        }
        position += 1
        skipSpaces()
        let nameStart = position
        guard let byte = peek(), ConstraintSpec.isIdentifierStart(byte) else {
            throw error(.expected(.viewName), at: position)
        }
        while let byte = peek(), ConstraintSpec.isIdentifierContinue(byte) { position += 1 }
        let name = scanner.string(nameStart..<position)
        guard names.viewIndex(of: name) != nil else {
            throw error(.unknownView(name, views: names.viewIDs), at: nameStart)
        }
        var predicates: [VisualFormatPredicate] = []
        if consume("(") { predicates = try parsePredicateList(allowViews: true) }
        guard consume("]") else {
            throw error(.expected(.closingBracket), at: position)
        }
        return .view(name, predicates)
    }

    /// A connection, or `.flush` when no `-` follows.
    mutating func parseConnection() throws(SpecError) -> VisualFormatLine.Connection {
        guard consume("-") else { return .flush }
        skipSpaces()
        let predicates: [VisualFormatPredicate]
        if peek() == UInt8(ascii: "[") || peek() == UInt8(ascii: "|") {
            return .standard
        } else if consume("(") {
            predicates = try parsePredicateList(allowViews: false)
        } else if let byte = peek(),
            isDigit(byte) || byte == UInt8(ascii: ".") || ConstraintSpec.isIdentifierStart(byte)
        {
            let value = try parseConstant(allowSign: false, allowViews: false)
            guard case .constant(let constant) = value else { preconditionFailure("views are not allowed here") }
            predicates = [VisualFormatPredicate(relation: .equal, object: .constant(constant), priority: .required)]
        } else {
            throw error(.expected(.connectionPredicate), at: position)
        }
        guard consume("-") else {
            throw error(.expected(.connectionEnd), at: position)
        }
        return .predicates(predicates)
    }

    /// `predicate ("," predicate)* ")"` after `(`.
    mutating func parsePredicateList(allowViews: Bool) throws(SpecError) -> [VisualFormatPredicate] {
        var predicates: [VisualFormatPredicate] = []
        repeat {
            predicates.append(try parsePredicate(allowViews: allowViews))
        } while consume(",")
        guard consume(")") else {
            throw error(.expected(.predicateListContinuation), at: position)
        }
        return predicates
    }

    /// `(==|<=|>=)? object (@priority)?`.
    mutating func parsePredicate(allowViews: Bool) throws(SpecError) -> VisualFormatPredicate {
        skipSpaces()
        var relation = LayoutRelation.equal
        if let first = peek(), peek(1) == UInt8(ascii: "="),
            let written = LayoutRelation(rawValue: String(UnicodeScalar(first)) + "=")
        {
            relation = written
            position += 2
        } else if peek() == UInt8(ascii: "=") || peek() == UInt8(ascii: "<") || peek() == UInt8(ascii: ">") {
            throw error(.expected(.relation), at: position)
        }
        let object = try parseConstant(allowSign: true, allowViews: allowViews)
        var priority = LayoutPriority.required
        if consume("@") { priority = try parsePriority() }
        return VisualFormatPredicate(relation: relation, object: object, priority: priority)
    }

    /// A number, a metric name or (in a view's predicates) a view name.
    mutating func parseConstant(allowSign: Bool, allowViews: Bool) throws(SpecError) -> VisualFormatPredicate.Object {
        skipSpaces()
        let start = position
        if let byte = peek(), ConstraintSpec.isIdentifierStart(byte) {
            let (name, end) = resolveName()
            if let value = names.metric(name) {
                position = end
                return .constant(value)
            }
            if names.viewIndex(of: name) != nil {
                guard allowViews else {
                    throw error(.viewInConnection(name), at: start)
                }
                position = end
                return .view(name)
            }
            throw error(.unknownMetric(name, orView: allowViews), at: start)
        }
        if allowSign, peek() == UInt8(ascii: "-") || peek() == UInt8(ascii: "+") { position += 1 }
        guard let byte = peek(), isDigit(byte) || (byte == UInt8(ascii: ".") && peek(1).map(isDigit) == true) else {
            throw error(.expected(.constant(orView: allowViews)), at: position)
        }
        while let byte = peek(), isDigit(byte) || byte == UInt8(ascii: ".") { position += 1 }
        let digits = scanner.string(start..<position)
        guard let value = Double(digits), value.isFinite else {
            throw error(.invalidNumber(digits), at: start)
        }
        return .constant(value)
    }

    /// A priority after `@`.
    mutating func parsePriority() throws(SpecError) -> LayoutPriority {
        skipSpaces()
        let start = position
        let value: Double
        if let byte = peek(), ConstraintSpec.isIdentifierStart(byte) {
            let (name, end) = resolveName()
            guard let known = names.metric(name) ?? NamedPriority.value(of: name) else {
                throw error(.unknownPriority(name), at: start)
            }
            position = end
            value = known
        } else {
            guard case .constant(let number) = try parseConstant(allowSign: false, allowViews: false) else {
                preconditionFailure("views are not allowed here")
            }
            value = number
        }
        guard value >= 1 && value <= 1000 else {
            throw error(.priorityOutOfRange(value), at: start)
        }
        return LayoutPriority(value)
    }

    /// The name at `position` (`[A-Za-z_][A-Za-z0-9_-]*`) and where it ends. Names may contain
    /// `-`, which also delimits connections: `-gap-[b]` reads the metric `gap`, so the longest
    /// known name (metric or view) is taken, else the part before the first `-`.
    func resolveName() -> (name: String, end: Int) {
        var end = position + 1
        while end < bytes.count, ConstraintSpec.isIdentifierContinue(bytes[end]) { end += 1 }
        var candidate = end
        while candidate > position {
            let name = scanner.string(position..<candidate)
            if names.metric(name) != nil || names.viewIndex(of: name) != nil { return (name, candidate) }
            guard let dash = bytes[position..<candidate].lastIndex(of: UInt8(ascii: "-")) else { break }
            candidate = dash
        }
        let firstDash = bytes[position..<end].firstIndex(of: UInt8(ascii: "-")) ?? end
        return (scanner.string(position..<firstDash), firstDash)
    }

    func isDigit(_ byte: UInt8) -> Bool { ByteScanner.isDigit(byte) }
}
