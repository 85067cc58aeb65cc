/// Parsing `LengthExpression`s: a recursive-descent parser over the expression's UTF-8
/// bytes, reporting the 1-based column of the first error.
extension LengthExpression {
    /// Which variables an expression may read.
    public enum Scope: Sendable {
        /// `geometry.width`, `geometry.height` (lengths inside a `GeometryReader`).
        case geometry
        /// `d.width`, `d.height`, `d[.guide]` (`.alignmentGuide` values).
        case dimensions
    }

    /// A syntax error: what was expected and the 1-based column where it was found.
    public struct ParseError: Error, Sendable, Equatable {
        public var column: Int
        public var message: String
    }

    /// Parses `source`, accepting only the variables of `scope`.
    public init(parsing source: String, scope: Scope) throws(ParseError) {
        var parser = ExpressionParser(bytes: Array(source.utf8), scope: scope)
        let root = try parser.expression(depth: 0)
        parser.skipSpaces()
        if parser.position < parser.bytes.count {
            throw parser.error("expected an operator or the end of the expression")
        }
        self.init(source: source, root: root)
    }
}

private struct ExpressionParser {
    let bytes: [UInt8]
    let scope: LengthExpression.Scope
    var position = 0
    /// Nesting bound, so a hostile expression cannot overflow the stack.
    static let maxDepth = 64

    init(bytes: [UInt8], scope: LengthExpression.Scope) {
        self.bytes = bytes
        self.scope = scope
    }

    func error(_ message: String) -> LengthExpression.ParseError {
        LengthExpression.ParseError(column: position + 1, message: message)
    }

    mutating func skipSpaces() {
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
    }

    mutating func peek() -> UInt8? {
        skipSpaces()
        return position < bytes.count ? bytes[position] : nil
    }

    mutating func expect(_ byte: UInt8, _ what: String) throws(LengthExpression.ParseError) {
        guard peek() == byte else { throw error("expected \(what)") }
        position += 1
    }

    /// expression := term (('+' | '-') term)*
    mutating func expression(depth: Int) throws(LengthExpression.ParseError) -> ExpressionNode {
        if depth > Self.maxDepth { throw error("expression nested too deeply (more than \(Self.maxDepth) levels)") }
        var left = try term(depth: depth)
        while let byte = peek(), byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
            position += 1
            let right = try term(depth: depth)
            left = .binary(byte == UInt8(ascii: "+") ? .add : .subtract, left, right)
        }
        return left
    }

    /// term := unary (('*' | '/') unary)*
    mutating func term(depth: Int) throws(LengthExpression.ParseError) -> ExpressionNode {
        var left = try unary(depth: depth)
        while let byte = peek(), byte == UInt8(ascii: "*") || byte == UInt8(ascii: "/") {
            position += 1
            let right = try unary(depth: depth)
            left = .binary(byte == UInt8(ascii: "*") ? .multiply : .divide, left, right)
        }
        return left
    }

    /// unary := '-' unary | primary
    mutating func unary(depth: Int) throws(LengthExpression.ParseError) -> ExpressionNode {
        if peek() == UInt8(ascii: "-") {
            position += 1
            if depth > Self.maxDepth { throw error("expression nested too deeply (more than \(Self.maxDepth) levels)") }
            return .negate(try unary(depth: depth + 1))
        }
        return try primary(depth: depth)
    }

    /// primary := number | '(' expression ')' | name | name '(' arguments ')' | 'd' '[' guide ']'
    mutating func primary(depth: Int) throws(LengthExpression.ParseError) -> ExpressionNode {
        guard let byte = peek() else { throw error("expected a number, a variable or '(', found the end") }
        if byte == UInt8(ascii: "(") {
            position += 1
            let inner = try expression(depth: depth + 1)
            try expect(UInt8(ascii: ")"), "')'")
            return inner
        }
        if Self.isDigit(byte) || byte == UInt8(ascii: ".") { return .number(try number()) }
        guard Self.isLetter(byte) else { throw error("expected a number, a variable or '('") }
        let start = position
        let name = dottedName()
        if name == "d", peek() == UInt8(ascii: "[") { return try guideSubscript(start: start) }
        if peek() == UInt8(ascii: "(") { return try call(name, start: start, depth: depth) }
        guard let variable = variable(name) else {
            position = start
            let names = scope == .geometry ? "geometry.width, geometry.height" : "d.width, d.height, d[.guide]"
            throw error("unknown variable \"\(name)\"; expected one of: \(names)")
        }
        return .variable(variable)
    }

    mutating func number() throws(LengthExpression.ParseError) -> Double {
        let start = position
        while position < bytes.count, Self.isDigit(bytes[position]) || bytes[position] == UInt8(ascii: ".") {
            position += 1
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            while position < bytes.count, Self.isDigit(bytes[position]) { position += 1 }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            position = start
            throw error("invalid number \"\(text)\"")
        }
        return value
    }

    mutating func dottedName() -> String {
        let start = position
        while position < bytes.count,
            Self.isLetter(bytes[position]) || Self.isDigit(bytes[position]) || bytes[position] == UInt8(ascii: ".")
        {
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    func variable(_ name: String) -> ExpressionVariable? {
        switch (scope, name) {
        case (.geometry, "geometry.width"), (.geometry, "geometry.size.width"): return .geometryWidth
        case (.geometry, "geometry.height"), (.geometry, "geometry.size.height"): return .geometryHeight
        case (.dimensions, "d.width"): return .width
        case (.dimensions, "d.height"): return .height
        default: return nil
        }
    }

    /// `d[.bottom]`, `d[HorizontalAlignment.center]`, `d[VerticalAlignment.center]`.
    mutating func guideSubscript(start: Int) throws(LengthExpression.ParseError) -> ExpressionNode {
        guard scope == .dimensions else {
            position = start
            throw error("d[…] is only available in alignmentGuide values")
        }
        try expect(UInt8(ascii: "["), "'['")
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
            let names = GuideName.allCases.map { "." + $0.rawValue }.joined(separator: ", ")
            throw error("unknown guide \"\(written)\"; expected one of: \(names)")
        }
        try expect(UInt8(ascii: "]"), "']'")
        return .variable(.guide(guide))
    }

    /// `min(a, b, …)`, `max(a, b, …)`, `clamp(x, lo, hi)`.
    mutating func call(_ name: String, start: Int, depth: Int) throws(LengthExpression.ParseError) -> ExpressionNode {
        guard name == "min" || name == "max" || name == "clamp" else {
            position = start
            throw error("unknown function \"\(name)\"; expected min, max or clamp")
        }
        position += 1
        var arguments: [ExpressionNode] = [try expression(depth: depth + 1)]
        while peek() == UInt8(ascii: ",") {
            position += 1
            arguments.append(try expression(depth: depth + 1))
        }
        try expect(UInt8(ascii: ")"), "',' or ')'")
        if name == "clamp" {
            guard arguments.count == 3 else {
                position = start
                throw error("clamp takes 3 arguments (x, lo, hi), found \(arguments.count)")
            }
            return .binary(.minimum, .binary(.maximum, arguments[0], arguments[1]), arguments[2])
        }
        guard arguments.count >= 2 else {
            position = start
            throw error("\(name) takes at least 2 arguments, found 1")
        }
        let op: ExpressionOperator = name == "min" ? .minimum : .maximum
        var result = arguments[0]
        for argument in arguments.dropFirst() { result = .binary(op, result, argument) }
        return result
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
    }
}
