import ConstraintLayout
import Foundation
import InterfaceBuilder
import LayoutCore

/// `layoutlab check`: solves every root of Interface Builder documents at its recorded size
/// and compares each checked view with the frame the document records (docs/FORMATS.md §5).
public enum InterfaceBuilderCheck {
    /// Checks every root of `document`, in document order. A root that cannot be imported or
    /// solved becomes an error root; the others are still checked. With `measuresText`, labels
    /// and buttons are measured from their text (``IBImportOptions/measuresText``; fonts
    /// searched in `fonts` first) and each root also counts the views measuring moves. With
    /// `variations`, size-class constraints are imported as the spec's `variations`
    /// (``IBImportOptions/writesVariations``) and installed for the document's device's classes.
    public static func check(
        _ document: IBDocument, path: String, measuresText: Bool = false, fonts: String? = nil,
        variations: Bool = false
    ) -> [RootCheck] {
        document.roots.map { root in
            check(
                document, root: root.view.id ?? "", path: path, measuresText: measuresText, fonts: fonts,
                variations: variations)
        }
    }

    /// Checks root `rootID` of `document`.
    public static func check(
        _ document: IBDocument, root rootID: String, path: String, measuresText: Bool = false, fonts: String? = nil,
        variations: Bool = false
    ) -> RootCheck {
        let recorded: (imported: IBImportedRoot, frames: [String: Rect])
        var measured: (imported: IBImportedRoot, frames: [String: Rect])?
        do {
            recorded = try solve(
                document, root: rootID, options: IBImportOptions(writesVariations: variations), fonts: fonts)
            if measuresText {
                measured = try solve(
                    document, root: rootID, options: IBImportOptions(measuresText: true, writesVariations: variations),
                    fonts: fonts)
            }
        } catch {
            return RootCheck(document: path, root: rootID, views: 0, off: [], error: error.message)
        }
        let checked = measured ?? recorded
        let frames = checked.imported.recordedFrames
        var result = RootCheck(
            document: path, root: rootID, views: frames.count,
            off: FrameCheck.offViews(
                recorded: frames, solved: checked.frames, labels: checked.imported.labels,
                conflicts: checked.imported.recordedConflicts))
        if let measured {
            result.movedByMeasuredText =
                frames.filter { view in
                    guard let a = recorded.frames[view.ibID], let b = measured.frames[view.ibID] else { return true }
                    return !FrameCheck.isWithinTolerance(b, of: a)
                }.count
        }
        return result
    }

    /// Why a root could not be checked.
    struct Failure: Error {
        var message: String
    }

    /// Imports root `rootID` with `options` and solves it at its stored size (with size-class
    /// `variations`, under the traits it was imported for: ``IBImportedRoot/specAtRecordedSize``):
    /// reported frames by IB id.
    static func solve(_ document: IBDocument, root rootID: String, options: IBImportOptions, fonts: String?)
        throws(Failure) -> (imported: IBImportedRoot, frames: [String: Rect])
    {
        do {
            let imported = try document.importRoot(rootID, options: options)
            let solution = try ConstraintLayoutEngine(
                imported.specAtRecordedSize, options: ConstraintOptions(fonts: fonts)
            )
            .solve(in: imported.size)
            if solution.status == .unsatisfiable {
                throw Failure(
                    message: solution.diagnostics.first { $0.kind == .unsatisfiable }?.message ?? "unsatisfiable")
            }
            return (imported, imported.reported(solution).frameIndex)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(message: "\(error)")
        }
    }

    /// Reads and checks the document at `path` (a bad document throws).
    public static func check(path: String, measuresText: Bool = false, fonts: String? = nil, variations: Bool = false)
        throws(SpecDocument.LoadError) -> [RootCheck]
    {
        check(
            try IBDocument.load(path: path), path: path, measuresText: measuresText, fonts: fonts,
            variations: variations)
    }

    /// Checks the document at `path`, a bad document becoming one error root (folder walks).
    public static func checkReportingErrors(
        path: String, measuresText: Bool = false, fonts: String? = nil, variations: Bool = false
    ) -> [RootCheck] {
        do {
            return try check(path: path, measuresText: measuresText, fonts: fonts, variations: variations)
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
