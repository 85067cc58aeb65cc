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
/// relation bound` over `k` in ``terms``, like terms merged, zero terms dropped, variables
/// ascending. The terms of every row are in two flat arrays of the model
/// (``ConstraintModel/termVariables``, ``ConstraintModel/termCoefficients``), not in arrays
/// of their own.
struct ModelRow: Sendable {
    /// The index of the constraint in ``ConstraintModel/constraints``.
    var constraint: Int
    var priority: LayoutPriority
    var relation: LayoutRelation
    /// The row's positions in the model's term arrays.
    var terms: Range<Int>
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
    /// Every constraint in spec order (see ``ConstraintReader``), including those without a row,
    /// in the one constraint form the rows were compiled from (edits change it too).
    private(set) var parsed: ParsedConstraints
    /// The rows, in constraint order; constraints whose terms all cancel have none.
    var rows: [ModelRow]
    /// Every row's terms (``ModelRow/terms``): frame variables and coefficients.
    let termVariables: [Int]
    let termCoefficients: [Double]
    /// Required constraints whose terms all cancel and whose constant makes them false
    /// (`0 == 5`): unsatisfiable at every size. Constraint indices, in spec order.
    let alwaysViolated: [Int]
    /// The distinct optional priorities that have rows, highest first.
    let optionalPriorities: [LayoutPriority]

    /// Compiles `spec`: read (parse) every constraint, then turn each into a row.
    init(_ spec: ConstraintSpec, added: [LayoutConstraint] = []) throws(SpecError) {
        let names = SpecNames(spec)
        let parsed = try ConstraintReader.read(spec, names: names, added: added)
        var compiler = RowCompiler(names: names, reservingTerms: 2 * parsed.termCount)
        var rows: [ModelRow] = []
        var alwaysViolated: [Int] = []
        rows.reserveCapacity(parsed.records.count)
        for index in parsed.records.indices {
            switch try compiler.compile(parsed, record: index) {
            case .row(let row): rows.append(row)
            case .alwaysSatisfied: break
            case .alwaysViolated: if parsed.records[index].priority.isRequired { alwaysViolated.append(index) }
            }
        }
        specName = spec.name
        viewIDs = names.viewIDs
        self.parsed = parsed
        self.rows = rows
        termVariables = compiler.variables
        termCoefficients = compiler.coefficients
        self.alwaysViolated = alwaysViolated
        var priorities: [LayoutPriority] = []
        for row in rows where !row.isRequired && !priorities.contains(row.priority) {
            priorities.append(row.priority)
        }
        optionalPriorities = priorities.sorted(by: >)
    }

    /// Whether every row's bound and coefficient is within `Tolerance.wellScaledMagnitude`
    /// (the checked seam compares only such models with the reference solve).
    var isWellScaled: Bool {
        rows.allSatisfy { abs($0.bound) <= Tolerance.wellScaledMagnitude }
            && termCoefficients.allSatisfy { abs($0) <= Tolerance.wellScaledMagnitude }
    }

    /// The number of constraints (those without a row included).
    var constraintCount: Int { parsed.records.count }

    /// Constraint `index` (spec order) as a ``LayoutConstraint``.
    func constraint(at index: Int) -> LayoutConstraint { parsed.constraint(at: index, viewIDs: viewIDs) }

    /// Every constraint as a ``LayoutConstraint``, in spec order.
    var constraints: [LayoutConstraint] { parsed.constraints(viewIDs: viewIDs) }

    /// The index of the constraint named `name` (its identifier, else its JSON path), if any.
    func constraintIndex(named name: String) -> Int? { parsed.records.firstIndex { $0.name == name } }

    /// The constant of the right-hand side of constraint `index`.
    func secondConstant(ofConstraint index: Int) -> Double { parsed.records[index].secondConstant }

    /// Sets the constant of the right-hand side of constraint `index` (an edit).
    mutating func setSecondConstant(_ constant: Double, ofConstraint index: Int) {
        parsed.setSecondConstant(constant, ofConstraint: index)
    }

    /// The frame variables of `row`'s terms.
    func variables(of row: ModelRow) -> ArraySlice<Int> { termVariables[row.terms] }

    /// The coefficients of `row`'s terms.
    func coefficients(of row: ModelRow) -> ArraySlice<Double> { termCoefficients[row.terms] }

    /// The number of frame variables (four per view, root included).
    var variableCount: Int { viewIDs.count * FrameVariable.perView }

    /// The ids of the views a constraint mentions, in model order, without `root` and its
    /// safe-area guide (`safeArea`, the root inset).
    func views(of constraint: LayoutConstraint) -> [String] {
        var ids: [String] = []
        for term in constraint.first.terms + constraint.second.terms
        where term.anchor.item != ConstraintSpec.rootID && term.anchor.item != ConstraintSpec.safeAreaID
            && !ids.contains(term.anchor.item)
        {
            ids.append(term.anchor.item)
        }
        return ids
    }
}
