import LayoutCore

/// Every constraint of a spec — the one form from the spec reader down to the LP rows — in two
/// flat arrays (struct of arrays): every term of every constraint in one array, with its view
/// as a model index (no `String` per name, no array per expression), and one fixed-size record
/// per constraint, in spec order (``ConstraintReader``).
///
/// The parser appends constraint strings here directly; every other constraint (a VFL line,
/// the object form, constraints built in Swift, intrinsic-size and stack-view constraints) is
/// appended as a ``LayoutConstraint`` (``append(_:names:)``). The build compiles one
/// ``ModelRow`` per record (``RowCompiler``); a ``LayoutConstraint`` is only made when one is
/// asked for (``constraint(at:viewIDs:)``), with the same terms, constants, priority,
/// identifier and path.
struct ParsedConstraints {
    /// `coefficient × view.attribute`, the view as a model index (``SpecNames``).
    struct Term {
        var view: Int
        var attribute: LayoutAttribute
        var coefficient: Double
    }

    /// One constraint: `terms[termStart..<secondStart] + firstConstant relation
    /// terms[secondStart..<termEnd] + secondConstant`.
    struct Record {
        var termStart: Int
        var secondStart: Int
        var termEnd: Int
        var firstConstant: Double
        var secondConstant: Double
        var relation: LayoutRelation
        var priority: LayoutPriority
        var identifier: String?
        var path: String

        /// The name used in messages: the identifier, else the JSON path.
        var name: String { identifier ?? path }
    }

    private(set) var terms: [Term] = []
    private(set) var records: [Record] = []

    /// Reserves room for `count` constraints of up to about four terms each.
    mutating func reserve(_ count: Int) {
        terms.reserveCapacity(4 * count)
        records.reserveCapacity(count)
    }

    /// Where the next constraint's terms start (terms past it belong to no record yet).
    var pendingStart: Int { records.last?.termEnd ?? 0 }

    /// The number of terms so far (records and pending).
    var termCount: Int { terms.count }

    /// Drops the terms of a constraint whose parse did not finish.
    mutating func discardPendingTerms() {
        let start = pendingStart
        if terms.count > start { terms.removeSubrange(start...) }
    }

    mutating func appendTerm(view: Int, attribute: LayoutAttribute, coefficient: Double) {
        terms.append(Term(view: view, attribute: attribute, coefficient: coefficient))
    }

    mutating func append(_ record: Record) {
        records.append(record)
    }

    /// Appends `constraint` as a record, its views as model indices.
    /// - Throws: a ``SpecError`` at the constraint's path for a view `names` does not know.
    mutating func append(_ constraint: LayoutConstraint, names: SpecNames) throws(SpecError) {
        discardPendingTerms()
        let termStart = terms.count
        for term in constraint.first.terms { try appendTerm(term, of: constraint, names) }
        let secondStart = terms.count
        for term in constraint.second.terms { try appendTerm(term, of: constraint, names) }
        records.append(
            Record(
                termStart: termStart, secondStart: secondStart, termEnd: terms.count,
                firstConstant: constraint.first.constant, secondConstant: constraint.second.constant,
                relation: constraint.relation, priority: constraint.priority, identifier: constraint.identifier,
                path: constraint.path))
    }

    private mutating func appendTerm(_ term: LayoutTerm, of constraint: LayoutConstraint, _ names: SpecNames)
        throws(SpecError)
    {
        guard let view = names.itemIndex(of: term.anchor.item) else {
            throw SpecError(
                .unknownReference(term.anchor.item, kind: "view", context: "in constraint \(constraint.name)"),
                at: .jsonPath(constraint.path))
        }
        guard view != names.safeAreaIndex || SafeAreaGuide.has(term.anchor.attribute) else {
            throw SpecError(
                .unknownName(
                    term.anchor.attribute.rawValue, kind: "safe-area guide attribute",
                    allowed: SafeAreaGuide.attributes.map(\.rawValue)),
                at: .jsonPath(constraint.path))
        }
        appendTerm(view: view, attribute: term.anchor.attribute, coefficient: term.coefficient)
    }

    /// Sets the constant of the right-hand side of constraint `index` (an edit).
    mutating func setSecondConstant(_ constant: Double, ofConstraint index: Int) {
        records[index].secondConstant = constant
    }

    /// Every constraint as a ``LayoutConstraint``, in order.
    func constraints(viewIDs: [String]) -> [LayoutConstraint] {
        records.indices.map { constraint(at: $0, viewIDs: viewIDs) }
    }

    /// The record at `index` as a ``LayoutConstraint`` (`viewIDs`: the model's view ids; the
    /// index past them is the safe-area guide, ``SpecNames/safeAreaIndex``).
    func constraint(at index: Int, viewIDs: [String]) -> LayoutConstraint {
        let record = records[index]
        return LayoutConstraint(
            first: expression(record.termStart..<record.secondStart, record.firstConstant, viewIDs),
            relation: record.relation,
            second: expression(record.secondStart..<record.termEnd, record.secondConstant, viewIDs),
            priority: record.priority, identifier: record.identifier, path: record.path)
    }

    private func expression(_ range: Range<Int>, _ constant: Double, _ viewIDs: [String]) -> LayoutExpression {
        var expression = LayoutExpression(constant: constant)
        expression.terms.reserveCapacity(range.count)
        for term in terms[range] {
            expression.terms.append(
                LayoutTerm(
                    term.coefficient,
                    LayoutAnchor(
                        item: term.view < viewIDs.count ? viewIDs[term.view] : ConstraintSpec.safeAreaID,
                        attribute: term.attribute)))
        }
        return expression
    }
}
