import CGLPK

/// Bounds in GLPK's form: a type code plus the two numbers `glp_set_col_bnds` and
/// `glp_set_row_bnds` take (the numbers a type ignores are 0).
struct GLPKBounds {
    /// `GLP_FR`, `GLP_LO`, `GLP_UP`, `GLP_DB` or `GLP_FX`.
    let type: Int32
    let lower: Double
    let upper: Double
}

extension LPBounds {
    /// GLPK's form of these bounds, after checking what GLPK does not check.
    ///
    /// Both nil → `GLP_FR`; lower only → `GLP_LO`; upper only → `GLP_UP`; equal → `GLP_FX`
    /// (never `GLP_DB` with `lb == ub`, which GLPK rejects); otherwise `GLP_DB`.
    /// - Parameter subject: what the bounds belong to, for the error text ("variable 3").
    /// - Throws: ``LPError/invalidArgument(_:)`` for a non-finite bound or `lower > upper`
    ///   (GLPK would silently compute wrong answers or refuse to solve).
    func glpkBounds(of subject: @autoclosure () -> String) throws(LPError) -> GLPKBounds {
        if let lower, !lower.isFinite {
            throw .invalidArgument("\(subject()): lower bound \(lower) is not finite; use nil for no bound")
        }
        if let upper, !upper.isFinite {
            throw .invalidArgument("\(subject()): upper bound \(upper) is not finite; use nil for no bound")
        }
        switch (lower, upper) {
        case (nil, nil):
            return GLPKBounds(type: GLP_FR, lower: 0, upper: 0)
        case (let lower?, nil):
            return GLPKBounds(type: GLP_LO, lower: lower, upper: 0)
        case (nil, let upper?):
            return GLPKBounds(type: GLP_UP, lower: 0, upper: upper)
        case (let lower?, let upper?):
            if lower > upper {
                throw .invalidArgument("\(subject()): lower bound \(lower) is greater than upper bound \(upper)")
            }
            if lower == upper {
                return GLPKBounds(type: GLP_FX, lower: lower, upper: upper)
            }
            return GLPKBounds(type: GLP_DB, lower: lower, upper: upper)
        }
    }

    /// The bounds GLPK reports for a type code and its two numbers.
    init(glpkType type: Int32, lower: Double, upper: Double) {
        switch type {
        case GLP_LO: self.init(lower: lower)
        case GLP_UP: self.init(upper: upper)
        case GLP_DB, GLP_FX: self.init(lower: lower, upper: upper)
        default: self.init()
        }
    }
}
