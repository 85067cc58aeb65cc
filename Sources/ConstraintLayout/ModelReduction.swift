/// How one frame variable is represented in the LP (see ``ModelReduction``).
enum FrameColumnKind: UInt8 {
    /// No row mentions it: no column, value 0.
    case unused
    /// One column holding the value (`root`'s four, and variables whose bounds fix their sign).
    case direct
    /// Two columns `x = x⁺ − x⁻`, both ≥ 0, so that the free-axes stage can minimise |x|.
    case split
    /// Substituted out: its value is its ``ModelReduction/Definition`` of other variables.
    case eliminated
}

/// The reduction of a ``ConstraintModel`` before it becomes an LP (the "presolve" the peers'
/// position-eliminated formulation does by hand). Exact: every stage's LP has the same optima
/// over the frame variables as the unreduced one.
///
/// 1. **Substitution** — a required equality with a variable of coefficient ±1 that no earlier
///    substitution uses defines that variable (`v1.top == v0.bottom + 8` defines `v1.top` as
///    `v0.top + v0.height + 8`); the variable gets no column, and every other row and objective
///    mentioning it is expanded. Chosen in spec order, preferring positions to sizes, never a
///    variable with bounds. Only when the definition's sign is known from the bounds, or it
///    depends on `root` alone (then |x| is constant at a given size): the free-axes stage
///    minimises w·|x|, which must stay linear.
/// 2. **Bounds** — required single-variable inequalities (`v.height >= 20`) become bounds of
///    the variable's column when together they fix its sign; such a variable is one column
///    instead of x⁺ − x⁻, and |x| = ±x.
///
/// `root.left` and `root.top` are 0; `root.width` and `root.height` stay columns (each solve
/// sets their bounds), so the reduction holds at every size. Constraints that the reduction
/// turns into constants are checked once; a contradiction (or bounds crossing) makes the
/// engine use the unreduced LP, whose conflict search names the constraints. So do
/// ``ConstraintLayoutEngine/Options/recovers``, the ambiguity check and LP recording, which
/// switch single rows off or show them.
struct ModelReduction {
    /// `variable = constant + Σ coefficients[k] × x[variables[k]]` over direct, split or earlier
    /// eliminated variables (`definitionTerms[start..<end]`).
    struct Definition {
        var variable: Int
        var start: Int
        var end: Int
        var constant: Double
    }

    /// Per frame variable: its representation.
    var kinds: [FrameColumnKind]
    /// Per frame variable: the bounds of a direct column (root: none, set per solve).
    var lower: [Double]
    var upper: [Double]
    /// Per eliminated frame variable: the sign of its value (±1), 0 when it depends on `root`
    /// only (|x| then does not depend on the other variables).
    var signs: [Double]
    /// Definitions in substitution order (each uses only earlier ones and kept variables).
    var definitions: [Definition] = []
    /// Per frame variable: the index of its definition, −1 when it has none.
    var definitionIndex: [Int]
    var definitionVariables: [Int] = []
    var definitionCoefficients: [Double] = []
    /// Per model row: whether it is an LP row (false: substituted away, a bound, or constant).
    var keepsRow: [Bool]
    /// Per model row: its terms once every eliminated variable is substituted (`root.left` and
    /// `root.top` dropped, variables ascending, cancelled terms dropped), expanded once here
    /// for the LP: `rowVariables[rowStarts[i]..<rowStarts[i + 1]]` with the same range of
    /// `rowCoefficients`; empty for a row the LP does not keep.
    var rowStarts: [Int] = [0]
    var rowVariables: [Int] = []
    var rowCoefficients: [Double] = []
    /// Per model row: the constant its substituted definitions moved onto the left-hand side.
    var rowConstants: [Double]
    /// Whether some constant row or bound pair contradicts: then use the unreduced LP.
    var isContradictory = false
    /// Whether the reduction ran (false: the unreduced form).
    let isEnabled: Bool

    /// The unreduced form (every used non-root variable split, every row kept) when `enabled`
    /// is false.
    init(_ model: borrowing ConstraintModel, enabled: Bool) {
        let count = model.variableCount
        kinds = [FrameColumnKind](filled: .unused, count: count)
        lower = [Double](filled: -.infinity, count: count)
        upper = [Double](filled: .infinity, count: count)
        signs = [Double](filled: 0, count: count)
        definitionIndex = [Int](filled: -1, count: count)
        keepsRow = [Bool](filled: true, count: model.rows.count)
        rowConstants = [Double](filled: 0, count: model.rows.count)
        isEnabled = enabled
        for variable in 0..<FrameVariable.perView { kinds[variable] = .direct }
        for variable in model.termVariables where variable >= FrameVariable.perView { kinds[variable] = .split }
        guard enabled else {
            expandRows(model)
            return
        }
        definitions.reserveCapacity(model.rows.count)
        definitionVariables.reserveCapacity(model.termVariables.count)
        definitionCoefficients.reserveCapacity(model.termVariables.count)
        // One working array for the substitution pass (not one per property).
        var work = [Substitution](filled: Substitution(), count: count)
        collectBounds(model, &work)
        substitute(model, &work)
        applyBounds(model)
        expandRows(model)
    }

    /// Root variables: `left` and `top` are 0, `width` and `height` vary with the size.
    static func isRootConstant(_ variable: Int) -> Bool { variable < 2 }

    /// The tentative bounds of every variable from required single-variable inequalities, and
    /// how many such rows each has.
    private mutating func collectBounds(_ model: ConstraintModel, _ work: inout [Substitution]) {
        for row in model.rows where row.isRequired && row.relation != .equal && row.terms.count == 1 {
            let variable = model.termVariables[row.terms.lowerBound]
            let a = model.termCoefficients[row.terms.lowerBound]
            guard variable >= FrameVariable.perView, Self.isExactDivisor(a) else { continue }
            let value = row.bound / a
            let isLower = (row.relation == .greaterThanOrEqual) == (a > 0)
            if isLower {
                lower[variable] = max(lower[variable], value)
            } else {
                upper[variable] = min(upper[variable], value)
            }
            work[variable].boundRows += 1
        }
    }

    /// Per frame variable, while substituting: how many single-variable required inequalities
    /// bound it, whether a definition uses it, and for an eliminated one its range and whether
    /// it depends on `root` alone.
    struct Substitution {
        var boundRows = 0
        var referenced = false
        var rootOnly = false
        var low = 0.0
        var high = 0.0
    }

    /// Whether dividing by `a` is exact (±2ᵏ).
    static func isExactDivisor(_ a: Double) -> Bool { a.isFinite && a != 0 && a.significandBitPattern == 0 }

    /// Step 1: substitutions, in spec order.
    private mutating func substitute(_ model: ConstraintModel, _ work: inout [Substitution]) {
        model.termVariables.withUnsafeBufferPointer { variables in
            model.termCoefficients.withUnsafeBufferPointer { coefficients in
                work.withUnsafeMutableBufferPointer { work in
                    for (index, row) in model.rows.enumerated() where row.isRequired && row.relation == .equal {
                        substitute(row, index, variables, coefficients, work)
                    }
                }
            }
        }
    }

    /// Substitutes a variable of the required equality `row` (model row `index`) when one
    /// qualifies.
    private mutating func substitute(
        _ row: ModelRow, _ index: Int, _ variables: UnsafeBufferPointer<Int>,
        _ coefficients: UnsafeBufferPointer<Double>, _ work: UnsafeMutableBufferPointer<Substitution>
    ) {
        var best = -1
        var bestScore = -1
        for k in row.terms {
            let variable = variables[k]
            // A variable with bounds keeps them as column bounds (substituting it would turn
            // each into a row over its definition).
            guard variable >= FrameVariable.perView, kinds[variable] != .eliminated, !work[variable].referenced,
                abs(coefficients[k]) == 1, work[variable].boundRows == 0
            else { continue }
            // Prefer positions.
            let score = FrameVariable.isSize(variable) ? 0 : 1
            if score > bestScore { (best, bestScore) = (k, score) }
        }
        guard best >= 0 else { return }
        let variable = variables[best]
        let a = coefficients[best]
        // variable = bound / a − Σ (c / a) · others; its range from the others' ranges.
        var minimum = row.bound / a
        var maximum = minimum
        var dependsOnRootOnly = true
        for k in row.terms where k != best {
            let other = variables[k]
            let c = -coefficients[k] / a
            let (l, h): (Double, Double)
            if other < FrameVariable.perView {
                (l, h) = Self.isRootConstant(other) ? (0, 0) : (-.infinity, .infinity)
            } else if kinds[other] == .eliminated {
                (l, h) = (work[other].low, work[other].high)
                dependsOnRootOnly = dependsOnRootOnly && work[other].rootOnly
            } else {
                (l, h) = (lower[other], upper[other])
                dependsOnRootOnly = false
            }
            minimum += c > 0 ? c * l : c * h
            maximum += c > 0 ? c * h : c * l
        }
        minimum = max(minimum.isNaN ? -.infinity : minimum, lower[variable])
        maximum = min(maximum.isNaN ? .infinity : maximum, upper[variable])
        let sign: Double = dependsOnRootOnly ? 0 : (minimum >= 0 ? 1 : (maximum <= 0 ? -1 : .nan))
        guard !sign.isNaN else { return }
        let start = definitionVariables.count
        for k in row.terms where k != best && !Self.isRootConstant(variables[k]) {
            let other = variables[k]
            definitionVariables.append(other)
            definitionCoefficients.append(-coefficients[k] / a)
            if kinds[other] != .eliminated { work[other].referenced = true }
        }
        definitions.append(
            Definition(variable: variable, start: start, end: definitionVariables.count, constant: row.bound / a))
        kinds[variable] = .eliminated
        definitionIndex[variable] = definitions.count - 1
        signs[variable] = sign
        work[variable].rootOnly = dependsOnRootOnly
        (work[variable].low, work[variable].high) = (minimum, maximum)
        keepsRow[index] = false
    }

    /// Step 2: a kept variable whose bounds fix its sign becomes one bounded column, and its
    /// single-variable rows are dropped.
    private mutating func applyBounds(_ model: ConstraintModel) {
        for variable in FrameVariable.perView..<kinds.count where kinds[variable] == .split {
            if lower[variable] > upper[variable] { isContradictory = true }
            if lower[variable] >= 0 || upper[variable] <= 0 { kinds[variable] = .direct }
        }
        for (index, row) in model.rows.enumerated()
        where row.isRequired && row.relation != .equal && row.terms.count == 1 {
            let variable = model.termVariables[row.terms.lowerBound]
            if variable >= FrameVariable.perView, kinds[variable] == .direct,
                Self.isExactDivisor(model.termCoefficients[row.terms.lowerBound])
            {
                keepsRow[index] = false
            }
        }
        // Bounds of variables that stay rows are not column bounds.
        for variable in FrameVariable.perView..<kinds.count where kinds[variable] != .direct {
            lower[variable] = -.infinity
            upper[variable] = .infinity
        }
    }

    /// Expands every kept row once (``rowStarts``): a required row whose terms all cancel
    /// once substituted is checked now (a contradiction sends the engine to the unreduced LP)
    /// and dropped.
    private mutating func expandRows(_ model: ConstraintModel) {
        var expansion = RowExpansion(variableCount: kinds.count)
        rowStarts.reserveCapacity(model.rows.count + 1)
        rowVariables.reserveCapacity(model.termVariables.count)
        rowCoefficients.reserveCapacity(model.termVariables.count)
        for (index, row) in model.rows.enumerated() {
            defer { rowStarts.append(rowVariables.count) }
            guard keepsRow[index] else { continue }
            // A row with nothing to substitute or drop is already in expanded form (the compiler
            // merged, sorted and cleaned its terms): copied as it is.
            if !needsExpansion(model.variables(of: row)) {
                rowVariables.append(contentsOf: model.variables(of: row))
                rowCoefficients.append(contentsOf: model.coefficients(of: row))
                continue
            }
            expansion.load(model.variables(of: row), model.coefficients(of: row), self)
            if isEnabled, row.isRequired, expansion.variables.isEmpty {
                if !RowCompiler.holds(0, row.relation, row.bound - expansion.constant) { isContradictory = true }
                keepsRow[index] = false
            } else {
                rowVariables.append(contentsOf: expansion.variables)
                rowCoefficients.append(contentsOf: expansion.coefficients)
                rowConstants[index] = expansion.constant
            }
            expansion.clear()
        }
    }

    /// Whether a row over `variables` mentions an eliminated variable or `root.left`/`root.top`
    /// (constants), which expanding replaces or drops.
    private func needsExpansion(_ variables: ArraySlice<Int>) -> Bool {
        for variable in variables where Self.isRootConstant(variable) || kinds[variable] == .eliminated {
            return true
        }
        return false
    }

    /// The variables of model row `index` once expanded (``rowStarts``).
    func expandedVariables(ofRow index: Int) -> ArraySlice<Int> {
        rowVariables[rowStarts[index]..<rowStarts[index + 1]]
    }

    /// The coefficients of model row `index` once expanded.
    func expandedCoefficients(ofRow index: Int) -> ArraySlice<Double> {
        rowCoefficients[rowStarts[index]..<rowStarts[index + 1]]
    }

    /// Rewrites a dense objective over frame variables (`coefficients[variable]`) so that
    /// eliminated variables no longer appear: each one's coefficient moves onto its definition.
    /// - Returns: the constant the definitions contribute.
    @discardableResult
    func expandDense(_ coefficients: inout [Double]) -> Double {
        var constant = 0.0
        for definition in definitions.reversed() {
            let c = coefficients[definition.variable]
            guard c != 0 else { continue }
            coefficients[definition.variable] = 0
            constant += c * definition.constant
            for k in definition.start..<definition.end {
                coefficients[definitionVariables[k]] += c * definitionCoefficients[k]
            }
        }
        return constant
    }

    /// The value of every frame variable from the LP's column values (`columns`: each
    /// variable's column, see ``ConstraintProgram/columns``).
    func frameValues(columnValues: [Double], columns: [Int], into values: inout [Double]) {
        if values.count != kinds.count { values = [Double](filled: 0, count: kinds.count) }
        // Runs after every warm solve: raw buffers, no bounds checks in the two loops.
        values.withUnsafeMutableBufferPointer { out in
            columnValues.withUnsafeBufferPointer { x in
                columns.withUnsafeBufferPointer { column in
                    kinds.withUnsafeBufferPointer { kind in
                        for variable in 0..<kind.count {
                            switch kind[variable] {
                            case .unused, .eliminated: out[variable] = 0
                            case .direct: out[variable] = x[column[variable]]
                            case .split: out[variable] = x[column[variable]] - x[column[variable] + 1]
                            }
                        }
                    }
                }
            }
            definitionVariables.withUnsafeBufferPointer { variable in
                definitionCoefficients.withUnsafeBufferPointer { coefficient in
                    for definition in definitions {
                        var value = definition.constant
                        for k in definition.start..<definition.end { value += coefficient[k] * out[variable[k]] }
                        out[definition.variable] = value
                    }
                }
            }
        }
    }
}
