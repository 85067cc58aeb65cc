import LayoutCore

/// A name in an expression: a metric's value or a view's attribute (the view as a model
/// index).
enum NameToken {
    case metric(Double)
    case anchor(view: Int, attribute: LayoutAttribute)
}

extension ConstraintParser {
    static let priorityChoices = "1…1000, required, defaultHigh, defaultLow or fittingSizeLevel"

    /// `constraint := expr relation expr ("@" priority)? ("#" identifier)?` — the whole string,
    /// as a ``LayoutConstraint``. `constraintPath` names the constraint (its JSON path).
    mutating func parseConstraint(path constraintPath: String) throws(SpecError) -> LayoutConstraint {
        try parseRecord(path: constraintPath)
        return parsed.constraint(at: parsed.records.count - 1, viewIDs: names.viewIDs)
    }

    /// Parses the whole string as one constraint and appends it to ``parsed``.
    mutating func parseRecord(path constraintPath: String) throws(SpecError) {
        try reading { (parser) throws(SpecError) in try parser.parseLoadedRecord(path: constraintPath) }
    }

    private mutating func parseLoadedRecord(path constraintPath: String) throws(SpecError) {
        parsed.discardPendingTerms()
        skipSpaces()
        guard !isAtEnd else {
            throw error("expected a constraint such as \"a.width == 100\"", at: position)
        }
        let termStart = parsed.termCount
        let firstConstant = try parseExpression()
        let secondStart = parsed.termCount
        let relation = try parseRelation()
        let secondConstant = try parseExpression()
        var priority = LayoutPriority.required
        var identifier: String?
        var expected = "+, -, @ priority, # identifier or the end of the constraint"
        if consume(Self.at) {
            priority = try parsePriority()
            expected = "# identifier or the end of the constraint"
        }
        if consume(Self.hash) {
            identifier = try parseIdentifier()
            expected = "the end of the constraint"
        }
        skipSpaces()
        guard isAtEnd else { throw error("expected \(expected)", at: position) }
        parsed.append(
            ParsedConstraints.Record(
                termStart: termStart, secondStart: secondStart, termEnd: parsed.termCount,
                firstConstant: firstConstant, secondConstant: secondConstant, relation: relation,
                priority: priority, identifier: identifier, path: constraintPath))
    }

    /// `expr := ("-" | "+")? term (("+" | "-") term)*`: appends the terms to ``parsed`` and
    /// returns the constant.
    mutating func parseExpression() throws(SpecError) -> Double {
        var constant = 0.0
        let start = position
        skipSpaces()
        var sign = 1.0
        if peek() == Self.minus || peek() == Self.plus {
            sign = peek() == Self.minus ? -1 : 1
            position += 1
        }
        try parseTerm(sign, constant: &constant)
        while true {
            skipSpaces()
            guard let byte = peek(), byte == Self.plus || byte == Self.minus else { break }
            position += 1
            try parseTerm(byte == Self.minus ? -1 : 1, constant: &constant)
        }
        guard constant.isFinite else {
            throw error("the constant of this expression is out of range", at: start, showFound: false)
        }
        return constant
    }

    /// `term := number | metric | anchor | factor "*" anchor | anchor ("*" | "/") factor`,
    /// multiplied by `sign`: an anchor term goes to ``parsed``, a constant to `constant`.
    mutating func parseTerm(_ sign: Double, constant: inout Double) throws(SpecError) {
        skipSpaces()
        let start = position
        let value: Double
        if isAtSignedNumber() {
            value = try parseNumber()
        } else if isAtNameStart() {
            switch try parseName() {
            case .metric(let metric):
                value = metric
            case .anchor(let view, let attribute):
                var coefficient = sign
                if consume(Self.star) {
                    coefficient *= try parseFactor(after: "*")
                } else if consume(Self.slash) {
                    skipSpaces()
                    let divisorStart = position
                    let divisor = try parseFactor(after: "/")
                    guard divisor != 0 else { throw error("division by zero", at: divisorStart, showFound: false) }
                    coefficient /= divisor
                }
                try appendTerm(coefficient, view, attribute, at: start)
                return
            }
        } else {
            throw error("expected a number, a metric name or item.attribute", at: position)
        }
        // A number or metric: a constant, or the factor of `factor * anchor`.
        guard consume(Self.star) else {
            constant += sign * value
            return
        }
        skipSpaces()
        guard isAtNameStart() else { throw error("expected item.attribute after *", at: position) }
        switch try parseName() {
        case .anchor(let view, let attribute): try appendTerm(sign * value, view, attribute, at: start)
        case .metric(let metric): constant += sign * value * metric
        }
    }

    private mutating func appendTerm(
        _ coefficient: Double, _ view: Int, _ attribute: LayoutAttribute, at start: Int
    ) throws(SpecError) {
        guard coefficient.isFinite else {
            throw error("the coefficient of this term is out of range", at: start, showFound: false)
        }
        parsed.appendTerm(view: view, attribute: attribute, coefficient: coefficient)
    }

    /// Whether a number, possibly with its own sign, starts here.
    @inline(__always)
    func isAtSignedNumber() -> Bool {
        if isAtNumber() { return true }
        return (peek() == Self.plus || peek() == Self.minus) && isAtNumber(offset: 1)
    }

    /// `factor := number | metric` after `*` or `/` (constraints are linear).
    mutating func parseFactor(after symbol: String) throws(SpecError) -> Double {
        skipSpaces()
        if isAtSignedNumber() { return try parseNumber() }
        let start = position
        guard isAtNameStart() else {
            throw error("expected a number or a metric name after \(symbol)", at: position)
        }
        guard case .metric(let value) = try parseName() else {
            throw error(
                "expected a number or a metric name after \(symbol) (a constraint is linear: an attribute cannot multiply or divide an attribute)",
                at: start, showFound: false)
        }
        return value
    }

    /// A view id followed by `.attribute`, or a metric name. Names may contain `-`: when the
    /// whole name is unknown, the longest known metric before a `-` is taken (`gap-8`).
    mutating func parseName() throws(SpecError) -> NameToken {
        let range = scanName()
        if peek() == Self.dot {
            if let view = names.viewIndex(utf8: UnsafeBufferPointer(rebasing: bytes[range])) {
                position += 1
                return .anchor(view: view, attribute: try parseAttribute())
            }
            if let (value, end) = metricPrefix(of: range) {
                position = end
                return .metric(value)
            }
            throw error(
                "unknown view \"\(string(range))\"; the views are \(names.viewListForMessages)", at: range.lowerBound,
                showFound: false)
        }
        if let value = names.metric(utf8: UnsafeBufferPointer(rebasing: bytes[range])) { return .metric(value) }
        let name = string(range)
        if let (value, end) = metricPrefix(of: range) {
            position = end
            return .metric(value)
        }
        if names.viewIndex(of: name) != nil {
            throw error("expected \".\" and an attribute after the view id \"\(name)\"", at: position)
        }
        throw error("unknown metric \"\(name)\"", at: range.lowerBound, showFound: false)
    }

    /// The longest prefix of the name in `range`, ending just before a `-`, that is a metric.
    private func metricPrefix(of range: Range<Int>) -> (value: Double, end: Int)? {
        var end = range.upperBound - 1
        while end > range.lowerBound {
            if bytes[end] == Self.minus,
                let value = names.metric(utf8: UnsafeBufferPointer(rebasing: bytes[range.lowerBound..<end]))
            {
                return (value, end)
            }
            end -= 1
        }
        return nil
    }

    /// An attribute name after `item.`.
    mutating func parseAttribute() throws(SpecError) -> LayoutAttribute {
        let start = position
        while let byte = peek(), ConstraintSpec.isIdentifierContinue(byte), byte != Self.minus { position += 1 }
        guard position > start else { throw error("expected an attribute after \".\"", at: start) }
        guard let attribute = LayoutAttribute(utf8: UnsafeBufferPointer(rebasing: bytes[start..<position])) else {
            let name = string(start..<position)
            throw error(
                "unknown attribute \"\(name)\"; expected one of: \(LayoutAttribute.supported.map(\.rawValue).joined(separator: ", "))",
                at: start, showFound: false)
        }
        return attribute
    }

    /// `==`, `>=` or `<=`.
    mutating func parseRelation() throws(SpecError) -> LayoutRelation {
        skipSpaces()
        if let first = peek(), peek(1) == Self.equals {
            let relation: LayoutRelation? =
                first == Self.equals
                ? .equal
                : first == Self.greater ? .greaterThanOrEqual : first == Self.less ? .lessThanOrEqual : nil
            if let relation {
                position += 2
                return relation
            }
        }
        let hint = peek() == Self.equals ? " (write == for equality)" : ""
        throw error("expected +, - or a relation (==, >=, <=)\(hint)", at: position)
    }

    /// A priority after `@`: a number in 1…1000 or a named level.
    mutating func parsePriority() throws(SpecError) -> LayoutPriority {
        skipSpaces()
        let start = position
        if isAtNumber() {
            let value = try parseNumber()
            guard value >= 1 && value <= 1000 else {
                throw error(
                    "priority \(JSONWriter.formatNumber(value)) is out of range; expected 1…1000", at: start,
                    showFound: false)
            }
            return LayoutPriority(value)
        }
        if isAtNameStart() {
            let name = string(scanName())
            guard let value = NamedPriority.value(of: name) else {
                throw error(
                    "unknown priority \"\(name)\"; expected \(Self.priorityChoices)", at: start, showFound: false)
            }
            return LayoutPriority(value)
        }
        throw error("expected a priority after @ (\(Self.priorityChoices))", at: start)
    }

    /// An identifier after `#`.
    mutating func parseIdentifier() throws(SpecError) -> String {
        skipSpaces()
        guard isAtNameStart() else {
            throw error("expected an identifier ([A-Za-z_][A-Za-z0-9_-]*) after #", at: position)
        }
        return string(scanName())
    }

    /// The whole string as one `item.attribute` (the object form's `first` and `second`).
    mutating func parseWholeAnchor() throws(SpecError) -> LayoutAnchor {
        try reading { (parser) throws(SpecError) in try parser.parseLoadedAnchor() }
    }

    private mutating func parseLoadedAnchor() throws(SpecError) -> LayoutAnchor {
        skipSpaces()
        let start = position
        guard isAtNameStart() else { throw error("expected item.attribute", at: position) }
        guard case .anchor(let view, let attribute) = try parseName() else {
            throw error("expected item.attribute, not a metric", at: start, showFound: false)
        }
        skipSpaces()
        guard isAtEnd else { throw error("expected the end of item.attribute", at: position) }
        return LayoutAnchor(item: names.viewIDs[view], attribute: attribute)
    }
}
