import LayoutCore

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
    /// Per frame variable: its coefficient in the row being expanded, and whether it is in
    /// ``touched`` (one array for both).
    private var slots: [Slot]
    private var touched: [Int] = []
    private var pending: [Int] = []

    struct Slot {
        var value = 0.0
        var isTouched = false
    }

    init(variableCount: Int) {
        slots = [Slot](filled: Slot(), count: variableCount)
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
        // The slots are moved out while their buffer is in use (no overlapping access to self).
        var slots = self.slots
        self.slots = []
        slots.withUnsafeMutableBufferPointer { slots in
            for (variable, c) in zip(variables, coefficients) { add(variable, c, reduction, slots) }
            while !pending.isEmpty {
                var latest = 0
                for k in pending.indices
                where reduction.definitionIndex[pending[k]] > reduction.definitionIndex[pending[latest]] {
                    latest = k
                }
                pending.swapAt(latest, pending.count - 1)
                let variable = pending.removeLast()
                let c = slots[variable].value
                slots[variable].value = 0
                guard c != 0 else { continue }
                let definition = reduction.definitions[reduction.definitionIndex[variable]]
                constant += c * definition.constant
                for k in definition.start..<definition.end {
                    add(reduction.definitionVariables[k], c * reduction.definitionCoefficients[k], reduction, slots)
                }
            }
            RowCompiler.sortSmall(&touched)
            // Cancelled terms (v1.top − v0.top − v0.height once both are substituted) are dropped.
            Tolerance.forEachUncancelled(touched, coefficient: { slots[$0].value }) {
                self.variables.append($0)
                self.coefficients.append($1)
            }
        }
        self.slots = slots
    }

    /// Empties the row for the next ``load(_:_:_:)``.
    mutating func clear() {
        slots.withUnsafeMutableBufferPointer { slots in
            for variable in touched { slots[variable] = Slot() }
        }
        touched.removeAll(keepingCapacity: true)
        variables.removeAll(keepingCapacity: true)
        coefficients.removeAll(keepingCapacity: true)
        constant = 0
    }

    private mutating func add(
        _ variable: Int, _ c: Double, _ reduction: ModelReduction, _ slots: UnsafeMutableBufferPointer<Slot>
    ) {
        if ModelReduction.isRootConstant(variable) { return }
        if !slots[variable].isTouched {
            slots[variable].isTouched = true
            touched.append(variable)
            if reduction.kinds[variable] == .eliminated { pending.append(variable) }
        }
        slots[variable].value += c
    }
}
