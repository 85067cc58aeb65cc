import LayoutCore
import LayoutHarness

extension LayoutSnapshot {
    /// Lays `document` out on `device` with its own engine (a view spec with the stack engine,
    /// a constraint spec with the constraint engine) and takes the snapshot.
    ///
    /// - Parameter device: a device name `layoutlab devices` lists (`iphone-16`,
    ///   `ipad-13-landscape`) or `WIDTHxHEIGHT`.
    /// - Throws: ``SnapshotFile/Failure`` naming the device when it is unknown, the spec when its
    ///   constraints are unsatisfiable or the engine fails.
    public static func take(of document: SpecDocument, on device: String, fonts: String? = nil)
        throws(SnapshotFile.Failure) -> LayoutSnapshot
    {
        let size = try containerSize(of: device)
        let solution: LayoutSolution
        do {
            solution = try SpecSolver.solve(document, size: SolveSize(size), fonts: fonts)
        } catch {
            throw SnapshotFile.Failure("\(document.name) on \(device): \(error)")
        }
        if solution.status == .unsatisfiable {
            let reasons = solution.diagnostics.map(\.message).joined(separator: "\n")
            throw SnapshotFile.Failure("\(document.name) on \(device): unsatisfiable\n\(reasons)")
        }
        return LayoutSnapshot(solution, device: device, size: size)
    }

    /// The finite container size of a device name or `WIDTHxHEIGHT`.
    public static func containerSize(of device: String) throws(SnapshotFile.Failure) -> Size {
        guard let size = try? SizeParsing.parseSolveSize(device), let width = size.width, let height = size.height,
            width.isFinite, height.isFinite
        else {
            throw SnapshotFile.Failure(
                "unknown device '\(device)': expected a name `layoutlab devices` lists (e.g. iphone-16, ipad-13-landscape) or a finite WIDTHxHEIGHT"
            )
        }
        return Size(width: width, height: height)
    }
}
