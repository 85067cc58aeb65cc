/// Every constraint of a spec in spec order, as ``ConstraintReader/readCompact(_:names:added:)``
/// reads them: parsed strings flat in the parser's ``ParsedConstraints``, the rest (VFL lines,
/// the object form, added, intrinsic-size and stack-view constraints) as ``LayoutConstraint``s.
struct CompactConstraints {
    /// Where constraint `i` (spec order) is.
    enum Source {
        /// A record of ``parsed``.
        case parsed(Int)
        /// An element of ``others``.
        case other(Int)
    }

    /// The parser that read the strings (its ``ConstraintParser/parsed`` holds them).
    var parser: ConstraintParser
    var others: [LayoutConstraint] = []
    var sources: [Source] = []

    init(parser: ConstraintParser) {
        self.parser = parser
    }

    /// The parsed strings.
    var parsed: ParsedConstraints { parser.parsed }

    mutating func appendOther(_ constraint: LayoutConstraint) {
        sources.append(.other(others.count))
        others.append(constraint)
    }
}
