import LayoutCore

extension ConstraintLayoutEngine {
    /// The model and its LP as text, for debugging: what every LP column and row stands for,
    /// the constraints the reduction removed (substituted, or column bounds; see
    /// ``ModelReduction``), the solve stages in order, then the LP itself (its objective is the
    /// last one solved: the merged objective after a merged solve). Hold rows are listed once
    /// the stages have run one by one (a merged solve adds none).
    ///
    /// ```text
    /// spec "half": 1 view, 4 constraints, 4 rows
    /// stages: priority defaultHigh, tie-break: free axes at zero
    /// columns: x0 root.left, x1 root.top, x2 root.width, x3 root.height, x4 a.height⁺, x5 a.height⁻, …
    /// rows: r0 constraints[3]: a.height == 100 @defaultHigh
    /// reduced: constraints[0]: a.left == 0, …
    /// minimize …
    /// ```
    /// - Complexity: O(size of the LP); not for hot paths.
    public func dump() -> String {
        let views = model.viewIDs.count - 1
        var lines = [
            "spec \"\(model.specName)\": \(views) view\(views == 1 ? "" : "s"), \(model.constraintCount) constraints, \(model.rows.count) rows"
        ]
        guard let program else {
            lines.append("(the LP is built by the first solve)")
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append("stages: " + program.stages.map(\.name).joined(separator: ", "))
        var names = [String](filled: "", count: program.lp.variableCount)
        let suffixes = ["left", "top", "width", "height"]
        for variable in 0..<model.variableCount where program.columns[variable] >= 0 {
            let name =
                model.viewIDs[FrameVariable.view(of: variable)] + "." + suffixes[variable % FrameVariable.perView]
            let column = program.columns[variable]
            if program.reduction.kinds[variable] == .split {
                names[column] = name + "⁺"
                names[column + 1] = name + "⁻"
            } else {
                names[column] = name
            }
        }
        for (index, row) in model.rows.enumerated() where program.errorColumns[index] >= 0 {
            let column = program.errorColumns[index]
            let name = model.constraint(at: row.constraint).name
            if row.relation == .equal {
                names[column] = "e⁺ " + name
                names[column + 1] = "e⁻ " + name
            } else {
                names[column] = "e " + name
            }
        }
        lines.append("columns: " + names.enumerated().map { "x\($0) \($1)" }.joined(separator: ", "))
        var rows: [String] = []
        var reduced: [String] = []
        for (index, row) in model.rows.enumerated() {
            let constraint = model.constraint(at: row.constraint)
            if program.lpRows[index] >= 0 {
                rows.append("r\(program.lpRows[index]) \(constraint.name): \(constraint)")
            } else {
                reduced.append("\(constraint.name): \(constraint)")
            }
        }
        for stage in program.stages {
            if let hold = stage.holdRow { rows.append("r\(hold) hold: \(stage.name)") }
        }
        lines.append("rows: " + rows.joined(separator: ", "))
        if !reduced.isEmpty {
            // Substituted into the other rows, or bounds of their variable's column.
            lines.append("reduced: " + reduced.joined(separator: ", "))
        }
        return lines.joined(separator: "\n") + "\n" + program.lp.dump()
    }
}
