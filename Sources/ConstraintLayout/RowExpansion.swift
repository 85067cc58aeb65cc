/// A row over frame variables with every eliminated variable replaced by its definition
/// (``ModelReduction``): a dense scratch row re-used from row to row, so expanding allocates
/// nothing once it has grown.
struct RowExpansion {
    /// The expanded terms (`variables[k]` with `coefficients[k]`), variables ascending,
    /// cancelled terms dropped.
    private(set) var variables: [Int] = []
    private(set) var coefficients: [Double] = []
    /// The constant the definitions moved onto the left-hand side.
    private(set) var constant = 0.0
    private var scratch: [Double]
    private var isTouched: [Bool]
    private var touched: [Int] = []
    private var pending: [Int] = []

    init(variableCount: Int) {
        scratch = [Double](filled: 0, count: variableCount)
        isTouched = [Bool](filled: false, count: variableCount)
        // Room for a typical row, so that the first rows do not grow the buffers step by step.
        let typical = min(variableCount, 32)
        variables.reserveCapacity(typical)
        coefficients.reserveCapacity(typical)
        touched.reserveCapacity(typical)
        pending.reserveCapacity(typical)
    }

    /// Loads `Σ coefficients[k] × x[variables[k]]` and substitutes every eliminated variable,
    /// latest definition first (a definition only uses earlier ones).
    mutating func load(_ variables: ArraySlice<Int>, _ coefficients: ArraySlice<Double>, _ reduction: ModelReduction) {
        for (variable, c) in zip(variables, coefficients) { add(variable, c, reduction) }
        while !pending.isEmpty {
            var latest = 0
            for k in pending.indices
            where reduction.definitionIndex[pending[k]] > reduction.definitionIndex[pending[latest]] {
                latest = k
            }
            pending.swapAt(latest, pending.count - 1)
            let variable = pending.removeLast()
            let c = scratch[variable]
            scratch[variable] = 0
            guard c != 0 else { continue }
            let definition = reduction.definitions[reduction.definitionIndex[variable]]
            constant += c * definition.constant
            for k in definition.start..<definition.end {
                add(reduction.definitionVariables[k], c * reduction.definitionCoefficients[k], reduction)
            }
        }
        touched.sort()
        var largest = 0.0
        for variable in touched { largest = max(largest, abs(scratch[variable])) }
        for variable in touched {
            let c = scratch[variable]
            // Cancelled terms (v1.top − v0.top − v0.height once both are substituted) are dropped.
            if abs(c) > 1e-12 * max(1, largest) {
                self.variables.append(variable)
                self.coefficients.append(c)
            }
        }
    }

    /// Empties the row for the next ``load(_:_:_:)``.
    mutating func clear() {
        for variable in touched {
            scratch[variable] = 0
            isTouched[variable] = false
        }
        touched.removeAll(keepingCapacity: true)
        variables.removeAll(keepingCapacity: true)
        coefficients.removeAll(keepingCapacity: true)
        constant = 0
    }

    private mutating func add(_ variable: Int, _ c: Double, _ reduction: ModelReduction) {
        if ModelReduction.isRootConstant(variable) { return }
        if !isTouched[variable] {
            isTouched[variable] = true
            touched.append(variable)
            if reduction.kinds[variable] == .eliminated { pending.append(variable) }
        }
        scratch[variable] += c
    }
}
