/// The one place where Swift's 0-based `Int` indices become GLPK's 1-based `Int32` numbers,
/// and back, and where `Int` counts become `Int32`.
///
/// GLPK numbers rows and columns from 1, and its arrays keep an unused element 0. An index
/// outside its range, or a count GLPK cannot hold, makes GLPK print to stdout and `abort()`,
/// so every conversion checks first.
enum GLPKIndex {
    /// GLPK's limit on the number of rows, and on the number of columns (`M_MAX`, `N_MAX`).
    static let maximumCount = 100_000_000
    /// GLPK's limit on the number of non-zero constraint coefficients (`NNZ_MAX`).
    static let maximumNonZeros = 500_000_000
    /// The column number GLPK uses for the objective's constant term.
    static let objectiveConstant: Int32 = 0

    /// What an index counts, for error text.
    enum Kind: String {
        case variable
        case row
    }

    /// GLPK's 1-based number for the 0-based `index`, or nil when `index` is not in
    /// `0..<count`.
    @inline(__always)
    static func oneBasedIfValid(_ index: Int, count: Int32) -> Int32? {
        guard index >= 0, index < Int(count) else { return nil }
        return Int32(exactly: index + 1)
    }

    /// GLPK's 1-based number for the 0-based `index`.
    /// - Throws: ``LPError/invalidArgument(_:)`` when `index` is not in `0..<count`.
    @inline(__always)
    static func oneBased(_ index: Int, count: Int32, kind: Kind) throws(LPError) -> Int32 {
        guard let number = oneBasedIfValid(index, count: count) else {
            throw .invalidArgument("\(kind.rawValue) index \(index) is out of range 0..<\(count)")
        }
        return number
    }

    /// GLPK's 1-based number for the 0-based `index`; traps when `index` is not in
    /// `0..<count` (for non-throwing accessors, like an array subscript).
    @inline(__always)
    static func oneBasedOrTrap(_ index: Int, count: Int32, kind: Kind) -> Int32 {
        guard let number = oneBasedIfValid(index, count: count) else {
            preconditionFailure("\(kind.rawValue) index \(index) is out of range 0..<\(count)")
        }
        return number
    }

    /// The 0-based Swift index for GLPK's 1-based `number`.
    @inline(__always)
    static func zeroBased(_ number: Int32) -> Int {
        Int(number) - 1
    }

    /// `value` as an `Int32`.
    /// - Throws: ``LPError/invalidArgument(_:)`` naming `name` when it does not fit.
    @inline(__always)
    static func int32(_ value: Int, name: @autoclosure () -> String) throws(LPError) -> Int32 {
        guard let converted = Int32(exactly: value) else {
            throw .invalidArgument("\(name()) = \(value) does not fit in GLPK's 32-bit int")
        }
        return converted
    }
}
