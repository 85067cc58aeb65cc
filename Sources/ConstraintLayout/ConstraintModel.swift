import LayoutCore

/// A frame variable: one of the four numbers of one view's frame, in canvas coordinates.
///
/// Variable `4 × view + k` is the view's left (k = 0), top (1), width (2) or height (3); view 0
/// is `root`. Every attribute is a linear function of these (see ``AttributeFunction``).
enum FrameVariable {
    static let perView = 4
    static func left(_ view: Int) -> Int { view * perView }
    static func top(_ view: Int) -> Int { view * perView + 1 }
    static func width(_ view: Int) -> Int { view * perView + 2 }
    static func height(_ view: Int) -> Int { view * perView + 3 }
    /// The origin variable (left or top) of `view` on `axis`.
    static func origin(_ view: Int, _ axis: Axis) -> Int { axis == .horizontal ? left(view) : top(view) }
    /// The size variable (width or height) of `view` on `axis`.
    static func size(_ view: Int, _ axis: Axis) -> Int { axis == .horizontal ? width(view) : height(view) }
    /// Whether `variable` is a size (width or height).
    static func isSize(_ variable: Int) -> Bool { variable % perView >= 2 }
    /// The view `variable` belongs to.
    static func view(of variable: Int) -> Int { variable / perView }
}

/// One constraint as a row over frame variables: `Σ coefficients[k] × x[variables[k]]
/// relation bound`, like terms merged, zero terms dropped, variables ascending.
struct ModelRow: Sendable {
    /// The index of the constraint in ``ConstraintModel/constraints``.
    var constraint: Int
    var priority: LayoutPriority
    var relation: LayoutRelation
    var variables: [Int]
    var coefficients: [Double]
    var bound: Double

    var isRequired: Bool { priority.isRequired }
}

/// The compiled form of a spec — the BUILD step, done once per spec: views numbered, every
/// constraint parsed and turned into a row over frame variables, in spec order.
///
/// A `Sendable` value: compile once, then give it to one ``ConstraintLayoutEngine`` per thread.
struct ConstraintModel: Sendable {
    /// The spec's name, for solutions.
    let specName: String
    /// View ids by model index: `root` (0), then `views`, then `stackViews`.
    let viewIDs: [String]
    /// Every constraint in spec order (see ``ConstraintReader``), including those without a row.
    var constraints: [LayoutConstraint]
    /// The rows, in constraint order; constraints whose terms all cancel have none.
    var rows: [ModelRow]
    /// Required constraints whose terms all cancel and whose constant makes them false
    /// (`0 == 5`): unsatisfiable at every size. Constraint indices, in spec order.
    let alwaysViolated: [Int]
    /// The distinct optional priorities that have rows, highest first.
    let optionalPriorities: [LayoutPriority]

    /// Compiles `spec`: read (parse) every constraint, then turn each into a row.
    init(_ spec: ConstraintSpec, added: [LayoutConstraint] = []) throws(SpecError) {
        let names = SpecNames(spec)
        let constraints = try ConstraintReader.read(spec, names: names, added: added)
        var compiler = RowCompiler(names: names)
        var rows: [ModelRow] = []
        var alwaysViolated: [Int] = []
        rows.reserveCapacity(constraints.count)
        for (index, constraint) in constraints.enumerated() {
            switch try compiler.compile(constraint, index: index) {
            case .row(let row): rows.append(row)
            case .alwaysSatisfied: break
            case .alwaysViolated: if constraint.priority.isRequired { alwaysViolated.append(index) }
            }
        }
        specName = spec.name
        viewIDs = names.viewIDs
        self.constraints = constraints
        self.rows = rows
        self.alwaysViolated = alwaysViolated
        var priorities: [LayoutPriority] = []
        for row in rows where !row.isRequired && !priorities.contains(row.priority) {
            priorities.append(row.priority)
        }
        optionalPriorities = priorities.sorted(by: >)
    }

    /// The number of frame variables (four per view, root included).
    var variableCount: Int { viewIDs.count * FrameVariable.perView }

    /// The ids of the views a constraint mentions, in model order, without `root`.
    func views(of constraint: LayoutConstraint) -> [String] {
        var ids: [String] = []
        for term in constraint.first.terms + constraint.second.terms
        where term.anchor.item != ConstraintSpec.rootID && !ids.contains(term.anchor.item) {
            ids.append(term.anchor.item)
        }
        return ids
    }
}

/// Turns one ``LayoutConstraint`` into a ``ModelRow``, merging like terms with a dense
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
    private var scratch: [Double]
    private var touched: [Int] = []
    private var isTouched: [Bool]

    init(names: SpecNames) {
        self.names = names
        scratch = [Double](repeating: 0, count: names.viewIDs.count * FrameVariable.perView)
        isTouched = [Bool](repeating: false, count: scratch.count)
    }

    /// The row of `constraint` (the constraint at `index` in spec order).
    mutating func compile(_ constraint: LayoutConstraint, index: Int) throws(SpecError) -> Result {
        // first − second (relation) 0, i.e. Σ c·x (relation) second.constant − first.constant.
        var constant = constraint.first.constant - constraint.second.constant
        constant += try add(constraint.first.terms, sign: 1, constraint)
        constant += try add(constraint.second.terms, sign: -1, constraint)
        touched.sort()
        var largest = 0.0
        for variable in touched { largest = max(largest, abs(scratch[variable])) }
        var variables: [Int] = []
        var coefficients: [Double] = []
        variables.reserveCapacity(touched.count)
        coefficients.reserveCapacity(touched.count)
        for variable in touched {
            let c = scratch[variable]
            // Cancelled terms (a.left − a.left, 0.1 + 0.2 − 0.3) are dropped.
            if abs(c) > 1e-12 * max(1, largest) {
                variables.append(variable)
                coefficients.append(c)
            }
            scratch[variable] = 0
            isTouched[variable] = false
        }
        touched.removeAll(keepingCapacity: true)
        guard constant.isFinite, largest.isFinite else {
            throw SpecError(
                .invalidSpec, at: .jsonPath(constraint.path),
                "the numbers of constraint \(constraint.name) are out of range once its terms are combined")
        }
        let bound = -constant
        guard !variables.isEmpty else {
            return Self.holds(0, constraint.relation, bound) ? .alwaysSatisfied : .alwaysViolated
        }
        return .row(
            ModelRow(
                constraint: index, priority: constraint.priority, relation: constraint.relation,
                variables: variables, coefficients: coefficients, bound: bound))
    }

    /// Adds `sign × terms` to the scratch row; returns the constant the terms contribute
    /// (margins).
    private mutating func add(_ terms: [LayoutTerm], sign: Double, _ constraint: LayoutConstraint) throws(SpecError)
        -> Double
    {
        var constant = 0.0
        for term in terms {
            guard let view = names.viewIndex(of: term.anchor.item) else {
                throw SpecError(
                    .invalidSpec, at: .jsonPath(constraint.path),
                    "unknown view \"\(term.anchor.item)\" in constraint \(constraint.name)")
            }
            let function = AttributeFunction(
                term.anchor.attribute, margins: names.margins[view], isRightToLeft: names.isRightToLeft,
                baselines: names.baselines[view])
            let c = sign * term.coefficient
            accumulate(FrameVariable.origin(view, function.axis), c * function.origin)
            accumulate(FrameVariable.size(view, function.axis), c * function.size)
            constant += c * function.constant
        }
        return constant
    }

    private mutating func accumulate(_ variable: Int, _ value: Double) {
        guard value != 0 else { return }
        if !isTouched[variable] {
            isTouched[variable] = true
            touched.append(variable)
        }
        scratch[variable] += value
    }

    /// Whether `value relation bound` holds, within rounding (1e-9 relative).
    static func holds(_ value: Double, _ relation: LayoutRelation, _ bound: Double) -> Bool {
        let slack = 1e-9 * (1 + abs(bound))
        switch relation {
        case .equal: return abs(value - bound) <= slack
        case .lessThanOrEqual: return value <= bound + slack
        case .greaterThanOrEqual: return value >= bound - slack
        }
    }
}
