import Foundation
import Synchronization

/// Whether the engines run their plain reference algorithm beside every acceleration and stop
/// on the first disagreement (docs/ENGINES.md, "Checked seam").
///
/// Each engine writes each rule once, in the plain form of the project's SEMANTICS notes; caches
/// and fast paths sit around that rule at one seam. With checking on, the seam computes the answer
/// both ways and calls ``ReferenceCheck/disagreement(_:accelerated:reference:file:line:)`` when
/// they differ, so a fast path that drifts from its rule fails loudly instead of quietly.
///
/// Checking is on when the process runs with `LAYOUTLAB_VERIFY=1`, or inside
/// ``ReferenceCheck/withChecking(_:_:)`` (the test-only switch):
///
/// ```swift
/// try ReferenceCheck.withChecking(true) {
///     _ = try engine.solve(at: Size(width: 375, height: 667))
/// }
/// ```
package enum ReferenceCheck {
    /// `LAYOUTLAB_VERIFY=1` in the process environment, read once.
    package static let isRequestedByEnvironment: Bool =
        ProcessInfo.processInfo.environment["LAYOUTLAB_VERIFY"] == "1"

    /// A per-task override of the environment (see ``withChecking(_:_:)``).
    @TaskLocal static var override: Bool?

    /// A per-task handler that replaces the trap, so a test can observe a disagreement.
    @TaskLocal static var handler: (@Sendable (String) -> Void)?

    /// How many ``withChecking(_:_:)`` and ``collectingDisagreements(_:_:)`` scopes are running,
    /// in any task. While there are none, no task has an override, and ``isEnabled`` skips the
    /// task-local lookup (several hundred instructions, once per layout pass or solve). A task
    /// started without structure (`Task { }`) inside such a scope that outlives it loses the
    /// override.
    private static let overrideScopes = Atomic<Int>(0)

    /// Whether accelerations are checked against the reference algorithm in this task.
    package static var isEnabled: Bool {
        if overrideScopes.load(ordering: .relaxed) == 0 { return isRequestedByEnvironment }
        return override ?? isRequestedByEnvironment
    }

    /// Runs `body` with checking switched on or off for the current task, whatever the
    /// environment says.
    package static func withChecking<T>(_ enabled: Bool, _ body: () throws -> T) rethrows -> T {
        overrideScopes.add(1, ordering: .relaxed)
        defer { overrideScopes.subtract(1, ordering: .relaxed) }
        return try $override.withValue(enabled) { try body() }
    }

    /// Runs `body` with checking on, calling `onDisagreement` with the message instead of
    /// trapping: the test-only way to show that a deliberately broken fast path is caught.
    package static func collectingDisagreements<T>(
        _ onDisagreement: @escaping @Sendable (String) -> Void, _ body: () throws -> T
    ) rethrows -> T {
        overrideScopes.add(1, ordering: .relaxed)
        defer { overrideScopes.subtract(1, ordering: .relaxed) }
        return try $override.withValue(true) {
            try $handler.withValue(onDisagreement) { try body() }
        }
    }

    /// Reports that an acceleration and the reference algorithm gave different answers: traps
    /// with both answers (or hands the message to the test's handler).
    ///
    /// - Parameters:
    ///   - what: the rule and the input, e.g. `"child sizing of view 'row' under 375×nil"`.
    ///   - accelerated: the fast path's answer, described.
    ///   - reference: the reference algorithm's answer, described.
    package static func disagreement(
        _ what: String, accelerated: String, reference: String,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        let message =
            "LAYOUTLAB_VERIFY: \(what): the acceleration gave \(accelerated), the reference algorithm \(reference)"
        if let handler {
            handler(message)
        } else {
            fatalError(message, file: file, line: line)
        }
    }
}
