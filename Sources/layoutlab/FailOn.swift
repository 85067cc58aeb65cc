import CommandLineOptions
import LayoutHarness

/// `--fail-on divergent|ambiguous|approximate|never` of `compare` and `merge`: the least
/// severe agreement class (`Agreement.severity`: identical < ambiguous < approximate <
/// overflow < divergent < infeasible) that makes the command exit 1, after writing its
/// output in full.
enum FailOn: String, CaseIterable {
    case divergent, ambiguous, approximate, never

    /// The option of `compare` and `merge`.
    static let option = Option(
        "--fail-on", .required("CLASS"), choices: allCases.map(\.rawValue),
        help: """
            divergent (default: exit 1 when a size is divergent or infeasible), approximate
            (…or approximate or overflow), ambiguous (anything not identical) or never (exit 0
            whatever the verdicts)
            """)

    /// The flag's value (default `divergent`).
    static func parse(_ args: Arguments) throws(CommandFailure) -> FailOn {
        FailOn(
            rawValue: try SolveCommand.choice(
                args.value("--fail-on") ?? "divergent", allCases.map(\.rawValue), flag: "--fail-on"))!
    }

    /// The threshold class, nil for `never`.
    var threshold: Agreement? {
        switch self {
        case .divergent: return .divergent
        case .ambiguous: return .ambiguous
        case .approximate: return .approximate
        case .never: return nil
        }
    }

    /// `.success`, or `.unsatisfiable` (exit 1) with one stderr line per failing layout when a
    /// size's worst class reaches the threshold.
    func status(of reports: [ComparisonReport]) -> ExitStatus {
        guard let threshold else { return .success }
        var failed = false
        for report in reports {
            let failing = report.sizes.filter { $0.worstAgreement.severity >= threshold.severity }
            guard !failing.isEmpty else { continue }
            failed = true
            Console.error(
                "layoutlab: \(report.name): \(failing.count) of \(report.sizes.count) sizes are \(threshold.rawValue) or worse (worst: \(report.worstAgreement.rawValue)); exit 1 (--fail-on \(rawValue))"
            )
        }
        return failed ? .unsatisfiable : .success
    }
}
