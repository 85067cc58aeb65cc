import CGLPK

/// The role of a variable or row in a simplex basis.
///
/// Save the statuses of every variable and row after a solve and set them again later (see
/// ``LinearProgram/setVariableStatus(_:ofVariable:)``) to restart the simplex method from that
/// basis. A row's status describes its auxiliary variable (the value of the row's expression).
public enum LPBasisStatus: Sendable, Equatable {
    /// In the basis: its value is computed from the non-basic ones (`GLP_BS`).
    case basic
    /// Non-basic, at its lower bound (`GLP_NL`).
    case lowerBound
    /// Non-basic, at its upper bound (`GLP_NU`).
    case upperBound
    /// Non-basic and free, at zero (`GLP_NF`).
    case free
    /// Non-basic and fixed, at its only allowed value (`GLP_NS`).
    case fixed

    /// GLPK's code for this status.
    var glpkCode: Int32 {
        switch self {
        case .basic: return GLP_BS
        case .lowerBound: return GLP_NL
        case .upperBound: return GLP_NU
        case .free: return GLP_NF
        case .fixed: return GLP_NS
        }
    }

    /// The status for GLPK's code; GLPK only ever returns these five.
    init(glpkCode: Int32) {
        switch glpkCode {
        case GLP_BS: self = .basic
        case GLP_NL: self = .lowerBound
        case GLP_NU: self = .upperBound
        case GLP_NF: self = .free
        case GLP_NS: self = .fixed
        default: preconditionFailure("GLPK returned unknown basis status \(glpkCode)")
        }
    }
}
