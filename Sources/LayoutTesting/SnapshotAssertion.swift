import LayoutCore
import LayoutSnapshot

/// What every `assertLayoutSnapshot` form does once it has a document: lay it out on each
/// device, compare each layout with its snapshot file (recording it when missing or asked to),
/// and report a moved view — the Δ table, the SVG diff's path — or a failure at the caller's
/// line. Shared by the forms in this module and `LayoutTestingFiles`' file form.
package struct SnapshotAssertion {
    var devices: [String]
    /// The test's name (or `named`), the first part of each snapshot's file name.
    var name: String
    var folder: String
    var tolerance: Double
    var record: Bool
    var location: CallerLocation

    /// The assertion with the public functions' parameters (see `assertLayoutSnapshot(of:on:)`).
    package init(
        devices: [String], named: String?, tolerance: Double, record: Bool, folder: String?, fileID: String,
        file: StaticString, line: UInt, column: UInt, function: String
    ) {
        self.devices = devices
        name = named ?? function
        self.folder = folder ?? SnapshotFile.folder(forTestFile: "\(file)")
        self.tolerance = tolerance
        self.record = record || SnapshotFile.recordsFromEnvironment
        location = CallerLocation(fileID: fileID, file: file, line: line, column: column)
    }

    /// Lays `document` out on every device and checks each snapshot.
    package func check(_ document: SpecDocument) {
        for device in devices {
            let path = folder + "/" + SnapshotFile.name(test: name, device: device)
            do throws(SnapshotFile.Failure) {
                let current = try LayoutSnapshot.take(of: document, on: device)
                let outcome = try SnapshotFile.check(current, at: path, record: record, tolerance: tolerance)
                if case .moved(let difference, let diffPath) = outcome {
                    fail("\(difference)snapshot: \(path)\ndiff: \(diffPath)")
                }
            } catch {
                fail(error.description)
            }
        }
    }

    /// Records `message` as a failure at the caller's line (a file that does not load, …).
    package func fail(_ message: String) {
        recordFailure(message, at: location)
    }
}
