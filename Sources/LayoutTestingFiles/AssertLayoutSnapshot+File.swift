import LayoutCore
import LayoutTesting

/// Loads the layout file at `path` — a `.json` view or constraint spec, a `.swift` file
/// (SwiftUI or UIKit, read as `layoutlab solve` reads it) or an Interface Builder document
/// (`.storyboard`, `.xib`: one root imported as a constraint spec) — lays it out on every
/// device in `devices` and compares each layout with its snapshot file, as
/// `assertLayoutSnapshot(of:on:)` does (`__Snapshots__/<TestFile>/<test>.<device>.json`
/// beside the test file; recorded when missing or with `LAYOUTLAB_RECORD=1`; a view that moved
/// fails with the Δ table and an SVG diff beside the snapshot).
///
/// ```swift
/// import LayoutTestingFiles
/// import Testing
///
/// @Test func profileScreen() {
///     assertLayoutSnapshot(ofFile: "Sources/Profile/ProfileViewController.swift", on: ["iphone-se-3", "iphone-16"])
///     assertLayoutSnapshot(ofFile: "Storyboards/Main.storyboard", root: "BYZ-38-t0r", on: ["ipad-13"], named: "main")
/// }
/// ```
///
/// A file that does not load fails the test at the call with the loader's message (the file,
/// line and column or JSON path, and what was expected); nothing is written then.
///
/// - Parameters:
///   - path: the file; a relative path is resolved against the current directory (the
///     package's folder under `swift test`).
///   - root: for an IB document, the IB id of the root to import (default: the initial view
///     controller's view, or the only root).
///   - view: for a `.swift` file, the `View`, `PreviewProvider` or `#Preview("Name")` to lay
///     out (default: the first View whose properties all have values, else the first preview).
///   - defines: for a `.swift` file, the compilation conditions `#if` sees as set (default
///     none: an iOS release build).
///   - devices, named, tolerance, record, folder: as for `assertLayoutSnapshot(of:on:)`.
///   - fileID, file, line, column, function: the caller's; leave them at their defaults.
public func assertLayoutSnapshot(
    ofFile path: String,
    root: String? = nil,
    view: String? = nil,
    defines: Set<String> = [],
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
    let assertion = SnapshotAssertion(
        devices: devices, named: named, tolerance: tolerance, record: record, folder: folder, fileID: fileID,
        file: file, line: line, column: column, function: function)
    do throws(LayoutFile.Failure) {
        assertion.check(try LayoutFile.document(at: path, root: root, view: view, defines: defines))
    } catch {
        assertion.fail(error.description)
    }
}
