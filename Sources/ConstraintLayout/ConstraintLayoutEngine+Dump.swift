import LayoutCore

extension ConstraintLayoutEngine {
    /// The model and its LP as text, for debugging: what every LP column and row stands for,
    /// the solve stages in order, then the LP itself (its objective is the last stage solved).
    ///
    /// ```text
    /// spec "half": 1 view, 4 constraints, 4 rows
    /// stages: priority defaultHigh, tie-break: free axes at zero
    /// columns: x0 root.left, x1 root.top, x2 root.width, x3 root.height, x4 a.left⁺, x5 a.left⁻, …
    /// rows: r0 constraints[0]: a.left == 0, …, r4 hold: priority defaultHigh
    /// minimize …
    /// ```
    /// - Complexity: O(size of the LP); not for hot paths.
    public func dump() -> String {
        let views = model.viewIDs.count - 1
        var lines = [
            "spec \"\(model.specName)\": \(views) view\(views == 1 ? "" : "s"), \(model.constraints.count) constraints, \(model.rows.count) rows"
        ]
        guard let program else {
            lines.append("(the LP is built by the first solve)")
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append("stages: " + program.stages.map(\.name).joined(separator: ", "))
        var names = [String](repeating: "", count: program.lp.variableCount)
        let suffixes = ["left", "top", "width", "height"]
        for variable in 0..<model.variableCount where program.columns[variable] >= 0 {
            let name =
                model.viewIDs[FrameVariable.view(of: variable)] + "." + suffixes[variable % FrameVariable.perView]
            let column = program.columns[variable]
            if variable < FrameVariable.perView {
                names[column] = name
            } else {
                names[column] = name + "⁺"
                names[column + 1] = name + "⁻"
            }
        }
        for (index, row) in model.rows.enumerated() where program.errorColumns[index] >= 0 {
            let column = program.errorColumns[index]
            let name = model.constraints[row.constraint].name
            if row.relation == .equal {
                names[column] = "e⁺ " + name
                names[column + 1] = "e⁻ " + name
            } else {
                names[column] = "e " + name
            }
        }
        lines.append("columns: " + names.enumerated().map { "x\($0) \($1)" }.joined(separator: ", "))
        var rows = model.rows.enumerated().map { index, row in
            let constraint = model.constraints[row.constraint]
            return "r\(program.lpRows[index]) \(constraint.name): \(constraint)"
        }
        for stage in program.stages {
            if let hold = stage.holdRow { rows.append("r\(hold) hold: \(stage.name)") }
        }
        lines.append("rows: " + rows.joined(separator: ", "))
        return lines.joined(separator: "\n") + "\n" + program.lp.dump()
    }
}
