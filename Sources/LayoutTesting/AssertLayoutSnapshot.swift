import LayoutCore
import LayoutDSL
import LayoutSnapshot

/// Lays `document` out on every device in `devices` and compares each layout with its snapshot
/// file, `__Snapshots__/<TestFile>/<test>.<device>.json` beside the test file (as
/// swift-snapshot-testing keeps its references).
///
/// A missing snapshot is recorded (and the test passes); with `LAYOUTLAB_RECORD=1` in the
/// environment, or `record: true`, every snapshot is re-recorded. Afterwards, a view that moved
/// more than `tolerance`, appeared or disappeared fails the test at the line of the call with
/// the Δ table (Δ = now − recorded), and `<test>.<device>.diff.svg` is written beside the
/// snapshot: the recorded frames and today's side by side, each moved view's other frame
/// dashed. A matching layout removes a stale diff.
///
/// ```swift
/// @Test func signInScreen() throws {
///     let document = try SpecDocument.load(path: "Specs/sign-in.constraints.json")
///     assertLayoutSnapshot(of: document, on: ["iphone-se-3", "iphone-16", "ipad-13-landscape"])
/// }
/// ```
///
/// - Parameters:
///   - document: the spec (`SpecDocument.load(path:)`'s result, `.view(spec)`,
///     `.constraints(spec)`); a view spec is laid out by the stack engine, a constraint spec by
///     the constraint engine. For a file — `.json`, `.swift`, `.storyboard`, `.xib` — use
///     `assertLayoutSnapshot(ofFile:)` of `LayoutTestingFiles`.
///   - devices: device names `layoutlab devices` lists (`-landscape` appended for landscape) or
///     `WIDTHxHEIGHT`; each has its own file.
///   - named: a name used instead of the test function's, for several snapshots in one test.
///   - tolerance: the largest difference, in points, that is not a move.
///   - record: records instead of comparing (as `LAYOUTLAB_RECORD=1`).
///   - folder: the snapshots' folder, when not `__Snapshots__/<TestFile>/` beside the test file.
///   - fileID, file, line, column, function: the caller's; leave them at their defaults.
public func assertLayoutSnapshot(
    of document: SpecDocument,
    on devices: [String] = ["iphone-16"],
    named: String? = nil,
    tolerance: Double = LayoutCheck.defaultTolerance,
    record: Bool = false,
    in folder: String? = nil,
    fileID: String = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    function: String = #function
) {
    SnapshotAssertion(
        devices: devices, named: named, tolerance: tolerance, record: record, folder: folder, fileID: fileID,
        file: file, line: line, column: column, function: function
    ).check(document)
}

/// The DSL form: lays `view` out with the stack engine on every device and compares it with
/// its snapshots (see the `SpecDocument` form).
///
/// ```swift
/// @Test func card() {
///     assertLayoutSnapshot(of: Card(), on: ["iphone-16", "ipad-13"])
/// }
/// ```
public func assertLayoutSnapshot(
    of view: some View,
    on devices: [String] = ["iphone-16"],
    named: String? = nil,
    tolerance: Double = LayoutCheck.defaultTolerance,
    record: Bool = false,
    in folder: String? = nil,
    fileID: String = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    function: String = #function
) {
    SnapshotAssertion(
        devices: devices, named: named, tolerance: tolerance, record: record, folder: folder, fileID: fileID,
        file: file, line: line, column: column, function: function
    ).check(.view(ViewSpec(name: "\(type(of: view))", view)))
}
