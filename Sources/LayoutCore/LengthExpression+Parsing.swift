/// Parsing `LengthExpression`s: a recursive-descent parser over the expression's UTF-8
/// bytes, reporting the 1-based column of the first error.
extension LengthExpression {
    /// Which variables an expression may read.
    package enum Scope: Sendable {
        /// `geometry.width`, `geometry.height`, `geometry.safeAreaInsets.top` (`leading`,
        /// `bottom`, `trailing`): lengths inside a `GeometryReader`.
        case geometry
        /// `d.width`, `d.height`, `d[.guide]` (`.alignmentGuide` values).
        case dimensions
    }

    /// Parses `source`, accepting only the variables of `scope`; a syntax error is a
    /// `TextSyntaxError` (grammar `.lengthExpression`) with the 1-based column and what was
    /// expected there.
    package init(parsing source: String, scope: Scope) throws(TextSyntaxError) {
        let bytes = Array(source.utf8)
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(TextSyntaxError) -> ExpressionNode in
                var parser = ExpressionParser(ByteScanner(buffer), source: source, scope: scope)
                let root = try parser.expression(depth: 0)
                parser.skipSpaces()
                if !parser.scanner.isAtEnd {
                    throw parser.error(.expected(.operatorOrEnd))
                }
                return root
            }
        }
        self.init(source: source, root: try result.get())
    }
}

private struct ExpressionParser {
    /// The expression's UTF-8 (borrowed for the parse).
    var scanner: ByteScanner
    /// The expression's text (for errors).
    let source: String
    let scope: LengthExpression.Scope
    /// Nesting bound, so a hostile expression cannot overflow the stack.
    static let maxDepth = 64

    init(_ scanner: ByteScanner, source: String, scope: LengthExpression.Scope) {
        self.scanner = scanner
        self.source = source
        self.scope = scope
    }

    var position: Int {
        get { scanner.position }
        set { scanner.position = newValue }
    }

    func error(_ problem: TextSyntaxProblem) -> TextSyntaxError {
        TextSyntaxError(.lengthExpression, text: source, column: scanner.column(of: position), problem)
    }

    /// Skips spaces (the only blank an expression has).
    mutating func skipSpaces() {
        scanner.skip { $0 == UInt8(ascii: " ") }
    }

    mutating func peek() -> UInt8? {
        skipSpaces()
        return scanner.peek()
    }

    mutating func expect(_ byte: UInt8, _ expectation: SyntaxExpectation) throws(TextSyntaxError) {
        guard peek() == byte else { throw error(.expected(expectation)) }
        position += 1
    }

    /// expression := term (('+' | '-') term)*
    mutating func expression(depth: Int) throws(TextSyntaxError) -> ExpressionNode {
        if depth > Self.maxDepth { throw error(.nestedTooDeeply(limit: Self.maxDepth)) }
        var left = try term(depth: depth)
        while let byte = peek(), byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
            position += 1
            let right = try term(depth: depth)
            left = .binary(byte == UInt8(ascii: "+") ? .add : .subtract, left, right)
        }
        return left
    }

    /// term := unary (('*' | '/') unary)*
    mutating func term(depth: Int) throws(TextSyntaxError) -> ExpressionNode {
        var left = try unary(depth: depth)
        while let byte = peek(), byte == UInt8(ascii: "*") || byte == UInt8(ascii: "/") {
            position += 1
            let right = try unary(depth: depth)
            left = .binary(byte == UInt8(ascii: "*") ? .multiply : .divide, left, right)
        }
        return left
    }

    /// unary := '-' unary | primary
    mutating func unary(depth: Int) throws(TextSyntaxError) -> ExpressionNode {
        if peek() == UInt8(ascii: "-") {
            position += 1
            if depth > Self.maxDepth { throw error(.nestedTooDeeply(limit: Self.maxDepth)) }
            return .negate(try unary(depth: depth + 1))
        }
        return try primary(depth: depth)
    }

    /// primary := number | '(' expression ')' | name | name '(' arguments ')' | 'd' '[' guide ']'
    mutating func primary(depth: Int) throws(TextSyntaxError) -> ExpressionNode {
        guard let byte = peek() else { throw error(.expected(.primary(atEnd: true))) }
        if byte == UInt8(ascii: "(") {
            position += 1
            let inner = try expression(depth: depth + 1)
            try expect(UInt8(ascii: ")"), .character(")"))
            return inner
        }
        if Self.isDigit(byte) || byte == UInt8(ascii: ".") { return .number(try number()) }
        guard Self.isLetter(byte) else { throw error(.expected(.primary(atEnd: false))) }
        let start = position
        let name = dottedName()
        if name == "d", peek() == UInt8(ascii: "[") { return try guideSubscript(start: start) }
        if peek() == UInt8(ascii: "(") { return try call(name, start: start, depth: depth) }
        guard let variable = variable(name) else {
            position = start
            let insets = ["top", "leading", "bottom", "trailing"].map { "geometry.safeAreaInsets." + $0 }
            let geometry = ["geometry.width", "geometry.height"] + insets
            let names = scope == .geometry ? geometry : ["d.width", "d.height", "d[.guide]"]
            throw error(.unknownVariable(name, allowed: names))
        }
        return .variable(variable)
    }

    mutating func number() throws(TextSyntaxError) -> Double {
        let start = position
        scanner.skip { Self.isDigit($0) || $0 == UInt8(ascii: ".") }
        if case .missingDigits(let offset) = scanner.skipExponent() { position = offset }
        let text = scanner.string(start..<position)
        guard let value = Double(text), value.isFinite else {
            position = start
            throw error(.invalidNumber(text))
        }
        return value
    }

    mutating func dottedName() -> String {
        let start = position
        scanner.skip { Self.isLetter($0) || Self.isDigit($0) || $0 == UInt8(ascii: ".") }
        return scanner.string(start..<position)
    }

    func variable(_ name: String) -> ExpressionVariable? {
        switch (scope, name) {
        case (.geometry, "geometry.width"), (.geometry, "geometry.size.width"): return .geometryWidth
        case (.geometry, "geometry.height"), (.geometry, "geometry.size.height"): return .geometryHeight
        case (.geometry, "geometry.safeAreaInsets.top"): return .geometrySafeAreaInset(.top)
        case (.geometry, "geometry.safeAreaInsets.leading"): return .geometrySafeAreaInset(.leading)
        case (.geometry, "geometry.safeAreaInsets.bottom"): return .geometrySafeAreaInset(.bottom)
        case (.geometry, "geometry.safeAreaInsets.trailing"): return .geometrySafeAreaInset(.trailing)
        case (.dimensions, "d.width"): return .width
        case (.dimensions, "d.height"): return .height
        default: return nil
        }
    }

    /// `d[.bottom]`, `d[HorizontalAlignment.center]`, `d[VerticalAlignment.center]`.
    mutating func guideSubscript(start: Int) throws(TextSyntaxError) -> ExpressionNode {
        guard scope == .dimensions else {
            position = start
            throw error(.guideOutsideAlignmentGuide)
        }
        try expect(UInt8(ascii: "["), .character("["))
        skipSpaces()
        let nameStart = position
        let written = dottedName()
        let guide: GuideName?
        switch written {
        case "HorizontalAlignment.center": guide = .horizontalCenter
        case "VerticalAlignment.center": guide = .verticalCenter
        default:
            let bare = written.hasPrefix(".") ? String(written.dropFirst()) : written
            let last = bare.split(separator: ".").last.map(String.init) ?? bare
            guide = GuideName(rawValue: last)
        }
        guard let guide else {
            position = nameStart
            throw error(.unknownGuide(written))
        }
        try expect(UInt8(ascii: "]"), .character("]"))
        return .variable(.guide(guide))
    }

    /// `min(a, b, …)`, `max(a, b, …)`, `clamp(x, lo, hi)`.
    mutating func call(_ name: String, start: Int, depth: Int) throws(TextSyntaxError) -> ExpressionNode {
        guard name == "min" || name == "max" || name == "clamp" else {
            position = start
            throw error(.unknownFunction(name))
        }
        position += 1
        var arguments: [ExpressionNode] = [try expression(depth: depth + 1)]
        while peek() == UInt8(ascii: ",") {
            position += 1
            arguments.append(try expression(depth: depth + 1))
        }
        try expect(UInt8(ascii: ")"), .argumentSeparator)
        if name == "clamp" {
            guard arguments.count == 3 else {
                position = start
                throw error(.argumentCount(function: "clamp", found: arguments.count))
            }
            return .binary(.minimum, .binary(.maximum, arguments[0], arguments[1]), arguments[2])
        }
        guard arguments.count >= 2 else {
            position = start
            throw error(.argumentCount(function: name, found: arguments.count))
        }
        let op: ExpressionOperator = name == "min" ? .minimum : .maximum
        var result = arguments[0]
        for argument in arguments.dropFirst() { result = .binary(op, result, argument) }
        return result
    }

    static func isDigit(_ byte: UInt8) -> Bool { ByteScanner.isDigit(byte) }
    /// A letter or `_` (names start with one).
    static func isLetter(_ byte: UInt8) -> Bool { ByteScanner.isLetter(byte) || byte == UInt8(ascii: "_") }
}
