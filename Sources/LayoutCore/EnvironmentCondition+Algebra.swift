/// Negation, conjunction and disjunction of conditions, kept in the grammar's form (an `||` of
/// `&&`s of atoms), so that source code's `!(a || b)`, `a && (b || c)` and an `if`'s `else`
/// become conditions a spec can hold.
extension EnvironmentCondition {
    /// The condition that always holds (`true`).
    public static let always = EnvironmentCondition(alternatives: [[.constant(true)]])

    /// The condition that holds exactly when this one does not (De Morgan, each atom negated:
    /// `<` becomes `>=`, `== compact` becomes `!= compact`, `flag` becomes `!flag`).
    public var negated: EnvironmentCondition {
        // !(A1 || A2 || …) = !A1 && !A2 && …, and each !Ai is an `||` of negated atoms.
        var result = Self(alternatives: [[.constant(true)]])
        for conjunction in alternatives {
            result = result.and(Self(alternatives: conjunction.map { [Self.negation(of: $0)] }))
        }
        return result
    }

    /// The condition that holds when both hold (the alternatives of each, paired).
    public func and(_ other: EnvironmentCondition) -> EnvironmentCondition {
        var result: [[Atom]] = []
        for left in alternatives {
            for right in other.alternatives { result.append(left + right) }
        }
        return Self(alternatives: result)
    }

    /// The condition that holds when either holds.
    public func or(_ other: EnvironmentCondition) -> EnvironmentCondition {
        Self(alternatives: alternatives + other.alternatives)
    }

    /// A condition from alternatives of conjunctions, simplified (`true` atoms dropped,
    /// conjunctions holding `false` or an atom and its negation dropped, repeated atoms and
    /// alternatives written once) and written in the grammar's text.
    init(alternatives: [[Atom]]) {
        var kept: [[Atom]] = []
        for conjunction in alternatives {
            var atoms: [Atom] = []
            for atom in conjunction where atom != .constant(true) && !atoms.contains(atom) { atoms.append(atom) }
            let contradicts = atoms.contains { atom in
                atom == .constant(false) || atoms.contains(Self.negation(of: atom))
            }
            if contradicts || kept.contains(atoms) { continue }
            kept.append(atoms)
        }
        if kept.contains(where: \.isEmpty) { kept = [[]] }
        let normal = kept.isEmpty ? [[Atom.constant(false)]] : kept.map { $0.isEmpty ? [.constant(true)] : $0 }
        self.init(
            alternatives: normal,
            source: normal.map { $0.map(Self.text).joined(separator: " && ") }.joined(separator: " || "))
    }

    /// The atom that holds exactly when `atom` does not.
    static func negation(of atom: Atom) -> Atom {
        switch atom {
        case .constant(let value): return .constant(!value)
        case .flag(let name, let negated): return .flag(name, negated: !negated)
        case .sizeClass(let axis, let equals, let value): return .sizeClass(axis, equals: !equals, value)
        case .dynamicTypeSize(let comparison, let size):
            let complement: [Comparison: Comparison] = [
                .equal: .notEqual, .notEqual: .equal, .less: .greaterOrEqual, .greaterOrEqual: .less,
                .lessOrEqual: .greater, .greater: .lessOrEqual,
            ]
            return .dynamicTypeSize(complement[comparison] ?? comparison, size)
        }
    }

    /// An atom as the grammar writes it.
    static func text(_ atom: Atom) -> String {
        switch atom {
        case .constant(let value): return value ? "true" : "false"
        case .flag(let name, let negated): return (negated ? "!" : "") + name
        case .sizeClass(let axis, let equals, let value):
            return (axis == .horizontal ? "horizontalSizeClass" : "verticalSizeClass") + (equals ? " == " : " != ")
                + value.rawValue
        case .dynamicTypeSize(let comparison, let size):
            return "dynamicTypeSize \(comparison.rawValue) \(size.rawValue)"
        }
    }
}

extension EnvironmentCondition {
    /// How many alternatives (`||`) the condition has.
    public var alternativeCount: Int { alternatives.count }

    /// At most how many alternatives `negated` has: the product of the conjunctions' lengths
    /// (saturating, so a huge one stays huge).
    public var negationAlternativeBound: Int {
        alternatives.reduce(1) { bound, conjunction in
            let (product, overflow) = bound.multipliedReportingOverflow(by: max(conjunction.count, 1))
            return overflow ? Int.max : product
        }
    }
}
