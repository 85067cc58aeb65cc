import LayoutCore
import LinearProgramming

/// An edit the engine could not apply.
public struct ConstraintEditError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The constraint's identifier or JSON path, as given.
    public var constraint: String
    /// Why: no such constraint, a non-finite value, or a constraint without variables.
    public var reason: String

    public var description: String { "cannot edit constraint \"\(constraint)\": \(reason)" }
}

extension ConstraintLayoutEngine {
    /// kiwi's `suggestValue` / UIKit's `constraint.constant = …`: sets the constant of the
    /// right-hand side of a constraint (`a.width == 2 * b.width + CONSTANT`), named by its
    /// identifier or its JSON path, without rebuilding the model. The next ``solve(in:)``
    /// re-solves from the previous basis; the container size is edited the same way, by
    /// solving at a new size.
    ///
    /// Only the edited row's bound changes (bound = old bound + new − old constant), so the
    /// result equals a cold solve of the edited spec. (A constraint the LP reduction
    /// substituted or turned into a column bound has no row of its own: the LP is then built
    /// again by the next solve.)
    /// - Throws: ``ConstraintEditError`` for an unknown name, a non-finite value, or a
    ///   constraint whose terms all cancel (it has no row to edit).
    public func setConstant(_ constant: Double, ofConstraint name: String) throws(ConstraintEditError) {
        guard constant.isFinite else { throw ConstraintEditError(constraint: name, reason: "the value is not finite") }
        guard let index = model.constraintIndex(named: name) else {
            throw ConstraintEditError(constraint: name, reason: "no constraint has this identifier or path")
        }
        guard let row = model.rows.firstIndex(where: { $0.constraint == index }) else {
            throw ConstraintEditError(constraint: name, reason: "its terms cancel, so it has no row to edit")
        }
        let delta = constant - model.secondConstant(ofConstraint: index)
        let bound = model.rows[row].bound + delta
        guard bound.isFinite else {
            throw ConstraintEditError(constraint: name, reason: "the new bound is out of range")
        }
        model.setSecondConstant(constant, ofConstraint: index)
        model.rows[row].bound = bound
        if multilineLabels != nil {
            // Later label passes are built again, with every edit so far.
            labelEdits.append(ConstantEdit(constraint: name, constant: constant))
            labelPassEngines.removeAll()
            labelPasses.removeAll()
        }
        invalidateBases()
        unreducedProgram = nil
        guard let program else { return }
        // A row the reduction substituted or turned into a bound is part of other rows: the
        // next solve builds the LP again.
        guard program.lpRows[row] >= 0 else {
            self.program = nil
            return
        }
        let bounds = ConstraintProgram.bounds(model.rows[row].relation, bound + program.rowOffsets[row])
        program.rowBounds[row] = bounds
        do {
            try program.lp.setBounds(ofRow: program.lpRows[row], bounds)
        } catch {
            throw ConstraintEditError(constraint: name, reason: error.description)
        }
    }
}
