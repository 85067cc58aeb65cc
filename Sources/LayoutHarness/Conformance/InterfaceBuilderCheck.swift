import ConstraintLayout
import Foundation
import InterfaceBuilder
import LayoutCore

/// `layoutlab check`: solves every root of Interface Builder documents at its recorded size
/// and compares each checked view with the frame the document records (docs/FORMATS.md §5).
public enum InterfaceBuilderCheck {
    /// Checks every root of `document`, in document order. A root that cannot be imported or
    /// solved becomes an error root; the others are still checked.
    public static func check(_ document: IBDocument, path: String) -> [RootCheck] {
        document.roots.map { root in check(document, root: root.view.id ?? "", path: path) }
    }

    /// Checks root `rootID` of `document`.
    public static func check(_ document: IBDocument, root rootID: String, path: String) -> RootCheck {
        let imported: IBImportedRoot
        let solution: LayoutSolution
        do {
            imported = try document.importRoot(rootID)
            solution = try ConstraintLayoutEngine(imported.spec).solve(in: imported.size)
        } catch {
            return RootCheck(document: path, root: rootID, views: 0, off: [], error: "\(error)")
        }
        if solution.status == .unsatisfiable {
            let first = solution.diagnostics.first { $0.kind == .unsatisfiable }?.message ?? "unsatisfiable"
            return RootCheck(document: path, root: rootID, views: 0, off: [], error: first)
        }
        let solved = imported.reported(solution).frameIndex
        let recorded = imported.recordedFrames
        return RootCheck(
            document: path, root: rootID, views: recorded.count,
            off: FrameCheck.offViews(recorded: recorded, solved: solved, labels: imported.labels))
    }

    /// Reads and checks the document at `path` (a bad document throws).
    public static func check(path: String) throws(SpecDocument.LoadError) -> [RootCheck] {
        check(try IBDocument.load(path: path), path: path)
    }

    /// Checks the document at `path`, a bad document becoming one error root (folder walks).
    public static func checkReportingErrors(path: String) -> [RootCheck] {
        do {
            return try check(path: path)
        } catch {
            return [RootCheck(document: path, root: "", views: 0, off: [], error: error.description)]
        }
    }

    /// Every `.storyboard` and `.xib` under `folder`, recursively, as `folder/relative/path`,
    /// sorted by relative path (byte order), so a walk is the same on every machine.
    public static func documents(in folder: String) -> [String] {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let enumerator = FileManager.default.enumerator(atPath: base)
        var relative: [String] = []
        while let item = enumerator?.nextObject() as? String {
            if IBDocument.handles(path: item) { relative.append(item) }
        }
        return relative.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }.map { base + "/" + $0 }
    }
}
