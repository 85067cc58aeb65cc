import LayoutCore
import LinearProgramming

extension ConstraintLayoutEngine {
    /// Auto Layout's recovery ("Will attempt to recover by breaking constraint …"), for
    /// ``Options/recovers``: while the required constraints conflict, find the minimal
    /// conflicting set (deletion filter, spec order) and break its LAST member in spec order
    /// (its row is switched off), then solve; each broken constraint becomes a
    /// `brokenConstraint` diagnostic. Constraints false at every size (`0 == 5`) are broken
    /// first. The rows are switched back on before returning.
    /// - Throws: ``ConstraintLayoutError`` when GLPK fails, or (`unexpectedOutcome`) when
    ///   breaking every required constraint in turn still leaves them infeasible.
    func solveRecovering(_ program: ConstraintProgram, _ context: ConstraintProgram.Context)
        throws(ConstraintLayoutError) -> LayoutSolution
    {
        var broken = model.alwaysViolated
        var brokenRows: Set<Int> = []
        defer {
            for row in brokenRows.sorted() { program.switchOn(row: row) }
        }
        let requiredCount = model.rows.reduce(0) { $0 + ($1.isRequired ? 1 : 0) }
        for _ in 0...requiredCount {
            switch try program.solveStages(context) {
            case .solved:
                return try finished(program, context, broken: broken)
            case .infeasible:
                let conflict = try program.minimalConflict(model, skipping: brokenRows, context)
                guard let victim = conflict.last, let row = model.rows.firstIndex(where: { $0.constraint == victim })
                else { break }
                broken.append(victim)
                brokenRows.insert(row)
                try program.switchOff(row: row, context)
            }
        }
        throw ConstraintLayoutError(
            .unexpectedOutcome("recovery could not reach a satisfiable set of required constraints"),
            stage: "recovery", spec: context.spec, size: context.size)
    }

    /// The solution of a solved program, with `brokenConstraint` diagnostics for `broken`
    /// (constraint indices) and, with ``Options/checksAmbiguity``, `ambiguous` ones.
    func finished(
        _ program: ConstraintProgram, _ context: ConstraintProgram.Context, broken: [Int], frames: [Double]? = nil
    ) throws(ConstraintLayoutError) -> LayoutSolution {
        var result: LayoutSolution
        if let frames {
            result = try solution(frameValues: frames, size: context.size)
        } else {
            result = try solution(from: program, size: context.size)
        }
        for index in broken {
            let constraint = model.constraint(at: index)
            result.diagnostics.append(
                Diagnostic(
                    .brokenConstraint,
                    "Unable to simultaneously satisfy constraints. Will attempt to recover by breaking constraint \"\(constraint)\" (\(constraint.name))",
                    views: model.views(of: constraint), constraints: [constraint.name]))
        }
        if options.checksAmbiguity {
            result.diagnostics += ambiguityDiagnostics(try program.ambiguousRanges(model, context), program)
        }
        return result
    }

    /// One `ambiguous` diagnostic per view with ambiguous frame variables, in model order.
    func ambiguityDiagnostics(_ ranges: [VariableRange], _ program: ConstraintProgram) -> [Diagnostic] {
        let names = ["x", "y", "width", "height"]
        var result: [Diagnostic] = []
        var index = 0
        while index < ranges.count {
            let view = FrameVariable.view(of: ranges[index].variable)
            var parts: [String] = []
            var valueRanges: [ValueRange] = []
            var widest = 0.0
            while index < ranges.count, FrameVariable.view(of: ranges[index].variable) == view {
                let range = ranges[index]
                parts.append(
                    "\(names[range.variable % FrameVariable.perView]) \(Self.text(range.minimum))…\(Self.text(range.maximum)) (solved \(Self.text(Self.clean(program.value(of: range.variable)))))"
                )
                valueRanges.append(
                    ValueRange(
                        field: names[range.variable % FrameVariable.perView], minimum: range.minimum,
                        maximum: range.maximum))
                widest = max(widest, range.maximum - range.minimum)
                index += 1
            }
            let id = model.viewIDs[view]
            var diagnostic = Diagnostic(
                .ambiguous,
                "view \"\(id)\" has an ambiguous layout: with every priority level optimal, \(parts.joined(separator: ", "))",
                views: [id], amount: widest.isFinite ? widest : nil)
            diagnostic.ranges = valueRanges
            result.append(diagnostic)
        }
        return result
    }

    static func text(_ value: Double) -> String {
        value.isFinite ? JSONWriter.formatNumber(value) : (value > 0 ? "∞" : "−∞")
    }
}
