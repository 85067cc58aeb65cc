import LayoutCore
import LinearProgramming

/// Names in the recorded CPLEX LP text (`--dump-lp`): columns `view.attribute`, rows by the
/// constraint's identifier or JSON path, each made valid for the format (``LPName``).
extension ConstraintProgram {
    /// The frame attribute names, in ``FrameVariable`` order.
    static let attributeNames = ["left", "top", "width", "height"]

    /// `t1.height`: the frame variable's view and attribute.
    static func variableName(_ variable: Int, _ model: borrowing ConstraintModel) -> String {
        model.viewIDs[FrameVariable.view(of: variable)] + "." + attributeNames[variable % FrameVariable.perView]
    }

    /// Names every column and model row of the LP for recording, and returns the legend the
    /// record starts with: what the names mean, then one comment per row giving the constraint
    /// it stands for.
    ///
    /// Columns: `t1.height` (a value of either sign is two columns, `t1.left(pos)` −
    /// `t1.left(neg)`); `over(c)` and `under(c)` how far optional constraint `c`'s left side is
    /// above or below its right side. Rows: `c` itself (`constraints[3]` is written
    /// `constraints(3)`; a repeated name gets `~2`, `~3`…); `hold(N)` holds stage N's optimum.
    /// - Throws: the `LPError` of a name GLPK cannot hold (checked before GLPK sees it).
    func nameForRecording(_ model: borrowing ConstraintModel, size: Size) throws(LPError) -> String {
        var used = Set<String>()
        func unique(_ name: String) -> String {
            let valid = LPName.valid(name)
            var candidate = valid
            var count = 1
            while used.contains(candidate) {
                count += 1
                candidate = LPName.valid(valid + "~\(count)")
            }
            used.insert(candidate)
            return candidate
        }
        lp.setProblemName(model.specName.isEmpty ? "layout" : model.specName)
        for variable in 0..<model.variableCount where columns[variable] >= 0 {
            let name = Self.variableName(variable, model)
            if reduction.kinds[variable] == .split {
                try lp.setName(ofVariable: columns[variable], unique(name + "(pos)"))
                try lp.setName(ofVariable: columns[variable] + 1, unique(name + "(neg)"))
            } else {
                try lp.setName(ofVariable: columns[variable], unique(name))
            }
        }
        let constraints = model.constraints
        var legend = [
            "\\ spec \"\(model.specName)\" at \(JSONWriter.formatNumber(size.width))x\(JSONWriter.formatNumber(size.height))",
            "\\ columns: view.attribute (left, top, width, height; (pos) - (neg) for a value of either sign);",
            "\\   over(c), under(c): how far optional constraint c's left side is above, below its right side",
            "\\ rows: a constraint's identifier or JSON path ([ ] written ( ), characters LP names cannot hold",
            "\\   written _); hold(N) keeps stage N at its optimum while later stages are solved",
        ]
        for (index, row) in model.rows.enumerated() where lpRows[index] >= 0 {
            let constraint = constraints[row.constraint]
            let name = unique(constraint.name)
            try lp.setName(ofRow: lpRows[index], name)
            legend.append("\\ row \(name): \(constraint)")
            let error = errorColumns[index]
            guard error >= 0 else { continue }
            switch row.relation {
            case .equal:
                try lp.setName(ofVariable: error, unique("over(\(constraint.name))"))
                try lp.setName(ofVariable: error + 1, unique("under(\(constraint.name))"))
            case .lessThanOrEqual: try lp.setName(ofVariable: error, unique("over(\(constraint.name))"))
            case .greaterThanOrEqual: try lp.setName(ofVariable: error, unique("under(\(constraint.name))"))
            }
        }
        return legend.joined(separator: "\n") + "\n"
    }

    /// Appends stage `index`'s LP to ``lpRecord`` after two comments: `\ stage N: <name>`
    /// (FORMATS.md §5), then its position and what its objective minimises; names the hold
    /// rows first.
    /// - Throws: the `LPError` of a hold-row name, or of writing the LP to text.
    func recordStage(_ index: Int) throws(LPError) {
        for (number, stage) in stages.enumerated() {
            if let hold = stage.holdRow { try lp.setName(ofRow: hold, "hold(\(number + 1))") }
        }
        let stage = stages[index]
        let what = stage.isPriority ? "the errors of its optional constraints" : "the tie-break"
        lp.setObjectiveName("stage\(index + 1)")
        lpRecord! += "\\ stage \(index + 1): \(stage.name)\n"
        lpRecord! += "\\   stage \(index + 1) of \(stages.count), objective stage\(index + 1): minimizes \(what)\n"
        lpRecord! += try lp.cplexText()
    }
}
