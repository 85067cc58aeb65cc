import LayoutCore

/// Turns one constraint (a record of ``ParsedConstraints``, its views model indices) into a
/// ``ModelRow``, merging like terms with a dense
/// scratch array (no dictionary, so the result never depends on hashing).
struct RowCompiler {
    enum Result {
        case row(ModelRow)
        /// All terms cancel and the constant satisfies the relation: no row needed.
        case alwaysSatisfied
        /// All terms cancel and the constant violates the relation (`0 == 5`).
        case alwaysViolated
    }

    let names: SpecNames
    /// The terms of every row compiled so far, flat (``ModelRow/terms``).
    private(set) var variables: [Int] = []
    private(set) var coefficients: [Double] = []
    /// Per frame variable: its coefficient in the row being compiled and whether it is in
    /// `touched` (one array for both, as ``RowExpansion``'s).
    private var scratch: [RowExpansion.Slot]
    private var touched: [Int] = []

    /// A compiler for the views of `names`, with room for about `termCount` row terms.
    init(names: SpecNames, reservingTerms termCount: Int = 0) {
        self.names = names
        variables.reserveCapacity(termCount)
        coefficients.reserveCapacity(termCount)
        scratch = [RowExpansion.Slot](filled: RowExpansion.Slot(), count: names.viewIDs.count * FrameVariable.perView)
    }

    /// The row of constraint `record` of `parsed` (spec order): `first − second relation 0`,
    /// i.e. `Σ c·x relation second.constant − first.constant`.
    mutating func compile(_ parsed: ParsedConstraints, record: Int) throws(SpecError) -> Result {
        // The numbers only (no copy of the record's strings, which only an error needs).
        let (first, second, end, constant0, relation, priority) = parsed.records.withUnsafeBufferPointer {
            let c = $0[record]
            return (c.termStart, c.secondStart, c.termEnd, c.firstConstant - c.secondConstant, c.relation, c.priority)
        }
        var constant = constant0
        constant += add(parsed, first..<second, sign: 1)
        constant += add(parsed, second..<end, sign: -1)
        return try finish(
            constant: constant, relation: relation, priority: priority, index: record,
            path: parsed.records[record].path, name: parsed.records[record].name)
    }

    /// The row from the scratch terms and `constant` (left-hand side).
    private mutating func finish(
        constant: Double, relation: LayoutRelation, priority: LayoutPriority, index: Int,
        path: @autoclosure () -> String, name: @autoclosure () -> String
    ) throws(SpecError) -> Result {
        Self.sortSmall(&touched)
        let start = variables.count
        let largest = touched.withUnsafeBufferPointer { touched in
            scratch.withUnsafeMutableBufferPointer { scratch in
                // Cancelled terms (a.left − a.left, 0.1 + 0.2 − 0.3) are dropped.
                let largest = Tolerance.forEachUncancelled(touched, coefficient: { scratch[$0].value }) {
                    variables.append($0)
                    coefficients.append($1)
                }
                for variable in touched { scratch[variable] = RowExpansion.Slot() }
                return largest
            }
        }
        touched.removeAll(keepingCapacity: true)
        guard constant.isFinite, largest.isFinite else {
            throw SpecError(.combinedOutOfRange(constraint: name()), at: .jsonPath(path()))
        }
        let bound = -constant
        guard variables.count > start else {
            return Self.holds(0, relation, bound) ? .alwaysSatisfied : .alwaysViolated
        }
        return .row(
            ModelRow(
                constraint: index, priority: priority, relation: relation, terms: start..<variables.count, bound: bound)
        )
    }

    /// Sorts `values` ascending: insertion sort for the few variables of a typical row, the
    /// standard sort beyond.
    static func sortSmall(_ values: inout [Int]) {
        guard values.count > 1 else { return }
        guard values.count <= 16 else {
            values.sort()
            return
        }
        values.withUnsafeMutableBufferPointer { values in
            for i in 1..<values.count {
                let value = values[i]
                var j = i
                while j > 0, values[j - 1] > value {
                    values[j] = values[j - 1]
                    j -= 1
                }
                values[j] = value
            }
        }
    }

    /// Adds `sign ×` the terms `range` of `parsed` (views known to exist); returns their constant.
    private mutating func add(_ parsed: ParsedConstraints, _ range: Range<Int>, sign: Double) -> Double {
        var constant = 0.0
        parsed.terms.withUnsafeBufferPointer { terms in
            for k in range {
                let term = terms[k]
                constant += addTerm(term.view, term.attribute, sign * term.coefficient)
            }
        }
        return constant
    }

    /// Adds `c × view.attribute` to the scratch row; returns the constant it contributes.
    private mutating func addTerm(_ view: Int, _ attribute: LayoutAttribute, _ c: Double) -> Double {
        if view == names.safeAreaIndex {
            // The safe-area guide: the root's frame inset by the insets (`SafeAreaGuide`).
            let function = AttributeFunction(
                safeArea: attribute, insets: names.safeAreaInsets, isRightToLeft: names.isRightToLeft)
            accumulate(FrameVariable.origin(0, function.axis), c * function.origin)
            accumulate(FrameVariable.size(0, function.axis), c * function.size)
            return c * function.constant
        }
        let function = AttributeFunction(
            attribute, margins: names.margins(of: view), isRightToLeft: names.isRightToLeft,
            baselines: names.baselines(of: view))
        accumulate(FrameVariable.origin(view, function.axis), c * function.origin)
        accumulate(FrameVariable.size(view, function.axis), c * function.size)
        return c * function.constant
    }

    private mutating func accumulate(_ variable: Int, _ value: Double) {
        guard value != 0 else { return }
        let isNew = scratch.withUnsafeMutableBufferPointer { scratch in
            defer {
                scratch[variable].isTouched = true
                scratch[variable].value += value
            }
            return !scratch[variable].isTouched
        }
        if isNew { touched.append(variable) }
    }

    /// Whether `value relation bound` holds, within rounding (`Tolerance.roundingSlack`).
    static func holds(_ value: Double, _ relation: LayoutRelation, _ bound: Double) -> Bool {
        let slack = Tolerance.roundingSlack(bound)
        switch relation {
        case .equal: return abs(value - bound) <= slack
        case .lessThanOrEqual: return value <= bound + slack
        case .greaterThanOrEqual: return value >= bound - slack
        }
    }
}
