import LayoutCore

/// A name in an expression: a metric's value or a view's attribute (the view as a model
/// index).
enum NameToken {
    case metric(Double)
    case anchor(view: Int, attribute: LayoutAttribute)
}

extension ConstraintParser {

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
            throw error(.expected(.constraint), at: position)
        }
        let termStart = parsed.termCount
        let firstConstant = try parseExpression()
        let secondStart = parsed.termCount
        let relation = try parseRelation()
        let secondConstant = try parseExpression()
        var priority = LayoutPriority.required
        var identifier: String?
        var expected = SyntaxExpectation.termOrEnd
        if consume(Self.at) {
            priority = try parsePriority()
            expected = .identifierOrEnd
        }
        if consume(Self.hash) {
            identifier = try parseIdentifier()
            expected = .end
        }
        skipSpaces()
        guard isAtEnd else { throw error(.expected(expected), at: position) }
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
            throw error(.constantOutOfRange, at: start, showFound: false)
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
                    guard divisor != 0 else { throw error(.divisionByZero, at: divisorStart, showFound: false) }
                    coefficient /= divisor
                }
                try appendTerm(coefficient, view, attribute, at: start)
                return
            }
        } else {
            throw error(.expected(.operand), at: position)
        }
        // A number or metric: a constant, or the factor of `factor * anchor`.
        guard consume(Self.star) else {
            constant += sign * value
            return
        }
        skipSpaces()
        guard isAtNameStart() else { throw error(.expected(.anchorAfterStar), at: position) }
        switch try parseName() {
        case .anchor(let view, let attribute): try appendTerm(sign * value, view, attribute, at: start)
        case .metric(let metric): constant += sign * value * metric
        }
    }

    private mutating func appendTerm(
        _ coefficient: Double, _ view: Int, _ attribute: LayoutAttribute, at start: Int
    ) throws(SpecError) {
        guard coefficient.isFinite else {
            throw error(.coefficientOutOfRange, at: start, showFound: false)
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
            throw error(.expected(.numberOrMetric(after: symbol)), at: position)
        }
        guard case .metric(let value) = try parseName() else {
            throw error(.nonlinear(after: symbol), at: start, showFound: false)
        }
        return value
    }

    /// A view id followed by `.attribute`, or a metric name. Names may contain `-`: when the
    /// whole name is unknown, the longest known metric before a `-` is taken (`gap-8`).
    mutating func parseName() throws(SpecError) -> NameToken {
        let range = scanName()
        if peek() == Self.dot {
            if let view = names.itemIndex(utf8: UnsafeBufferPointer(rebasing: bytes[range])) {
                position += 1
                return .anchor(view: view, attribute: try parseAttribute(of: view))
            }
            if let (value, end) = metricPrefix(of: range) {
                position = end
                return .metric(value)
            }
            throw error(.unknownView(string(range), views: names.viewIDs), at: range.lowerBound, showFound: false)
        }
        if let value = names.metric(utf8: UnsafeBufferPointer(rebasing: bytes[range])) { return .metric(value) }
        let name = string(range)
        if let (value, end) = metricPrefix(of: range) {
            position = end
            return .metric(value)
        }
        if names.itemIndex(of: name) != nil {
            throw error(.expected(.attributeAfterView(name)), at: position)
        }
        throw error(.unknownMetric(name, orView: false), at: range.lowerBound, showFound: false)
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

    /// An attribute name after `item.` of the item at index `view`: one the item has (the
    /// safe-area guide has no margins or baselines, ``SafeAreaGuide``).
    mutating func parseAttribute(of view: Int) throws(SpecError) -> LayoutAttribute {
        let start = position
        let attribute = try parseAttribute()
        guard view != names.safeAreaIndex || SafeAreaGuide.has(attribute) else {
            throw error(
                .unknownAttribute(attribute.rawValue, allowed: SafeAreaGuide.attributes.map(\.rawValue)), at: start,
                showFound: false)
        }
        return attribute
    }

    /// An attribute name after `item.`.
    mutating func parseAttribute() throws(SpecError) -> LayoutAttribute {
        let start = position
        while let byte = peek(), ConstraintSpec.isIdentifierContinue(byte), byte != Self.minus { position += 1 }
        guard position > start else { throw error(.expected(.attributeAfterDot), at: start) }
        guard let attribute = LayoutAttribute(utf8: UnsafeBufferPointer(rebasing: bytes[start..<position])) else {
            let name = string(start..<position)
            throw error(
                .unknownAttribute(name, allowed: LayoutAttribute.supported.map(\.rawValue)), at: start, showFound: false
            )
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
        throw error(.expected(.operatorOrRelation(singleEquals: peek() == Self.equals)), at: position)
    }

    /// A priority after `@`: a number in 1…1000 or a named level.
    mutating func parsePriority() throws(SpecError) -> LayoutPriority {
        skipSpaces()
        let start = position
        if isAtNumber() {
            let value = try parseNumber()
            guard value >= 1 && value <= 1000 else {
                throw error(.priorityOutOfRange(value), at: start, showFound: false)
            }
            return LayoutPriority(value)
        }
        if isAtNameStart() {
            let name = string(scanName())
            guard let value = NamedPriority.value(of: name) else {
                throw error(.unknownPriority(name), at: start, showFound: false)
            }
            return LayoutPriority(value)
        }
        throw error(.expected(.priority), at: start)
    }

    /// An identifier after `#`.
    mutating func parseIdentifier() throws(SpecError) -> String {
        skipSpaces()
        guard isAtNameStart() else {
            throw error(.expected(.identifier), at: position)
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
        guard isAtNameStart() else { throw error(.expected(.anchor), at: position) }
        guard case .anchor(let view, let attribute) = try parseName() else {
            throw error(.metricInsteadOfAnchor, at: start, showFound: false)
        }
        skipSpaces()
        guard isAtEnd else { throw error(.expected(.anchorEnd), at: position) }
        return LayoutAnchor(item: names.itemID(of: view), attribute: attribute)
    }
}
