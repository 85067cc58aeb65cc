import Foundation
import LayoutCore

/// A hand-written constraint spec pinning views to the root's safe-area guide (`safeArea.*`,
/// docs/FORMATS.md §5 "The safe-area guide") is translated as the Interface Builder importer's
/// safe-area guide is (`IBRootImporter.addGuides`): the guide becomes a helper view inset from
/// the root by the spec's insets, and ``RootSafeArea`` names it as the root's safe area, so
/// the one rule that reads an importer's guide (``ConstraintFacts/moveGuidesInsideSafeArea(_:)``,
/// ``RootSafeArea/screenPins(_:parents:)``) reads this one too: views pinned to the guide stand
/// in SwiftUI's root, which a window places inside the safe area; views pinned to the root's
/// own edges ignore the safe area there.
extension ConstraintsToStacks {
    /// The helper view's id: `_safeArea`, or `_safeArea2`, … when the spec has that id.
    static func safeAreaHelperID(_ spec: ConstraintSpec) -> String {
        let taken = Set(spec.views.map(\.id) + spec.stackViews.map(\.id))
        var id = "_safeArea"
        var suffix = 2
        while taken.contains(id) {
            id = "_safeArea\(suffix)"
            suffix += 1
        }
        return id
    }

    /// `spec` in the importer's form with the root's safe area it stands for, or nil when the
    /// spec neither names the guide nor has insets (nothing to translate as a safe area).
    static func importerForm(ofSafeAreaGuide spec: ConstraintSpec) -> (ConstraintSpec, RootSafeArea)? {
        let entries = spec.constraints + spec.variations.flatMap(\.constraints)
        guard spec.safeAreaInsets != EdgeInsets() || entries.contains(where: namesSafeAreaGuide) else { return nil }
        let helper = safeAreaHelperID(spec)
        var result = spec
        result.safeAreaInsets = EdgeInsets()
        result.views.append(ConstraintView(id: helper, path: "safeAreaInsets"))
        result.constraints = spec.constraints.map { renamingSafeAreaGuide($0, to: helper) }
        for index in result.variations.indices {
            result.variations[index].constraints = result.variations[index].constraints.map {
                renamingSafeAreaGuide($0, to: helper)
            }
        }
        // The importer's inset helper (`IBRootImporter.inset(_:in:by:path:)`), on the leading and
        // trailing sides as the guide's insets are.
        let insets = spec.safeAreaInsets
        let root = ConstraintSpec.rootID
        for text in [
            "\(helper).leading == \(root).leading + \(JSONWriter.formatNumber(insets.leading))",
            "\(helper).top == \(root).top + \(JSONWriter.formatNumber(insets.top))",
            "\(helper).trailing == \(root).trailing - \(JSONWriter.formatNumber(insets.trailing))",
            "\(helper).bottom == \(root).bottom - \(JSONWriter.formatNumber(insets.bottom))",
        ] {
            result.constraints.append(.text(text, path: "constraints[\(result.constraints.count)]"))
        }
        return (result, RootSafeArea(root: root, insets: insets, guides: [helper]))
    }

    /// Whether `entry` names the guide (`safeArea.` as a whole item name).
    private static func namesSafeAreaGuide(_ entry: ConstraintEntry) -> Bool {
        renamingSafeAreaGuide(entry, to: "_") != entry
    }

    /// `entry` with the item `safeArea` renamed `helper` (in a string, the object form's
    /// `first` and `second`; VFL cannot name it).
    private static func renamingSafeAreaGuide(_ entry: ConstraintEntry, to helper: String) -> ConstraintEntry {
        func renamed(_ text: String) -> String {
            text.replacingOccurrences(
                of: "(?<![A-Za-z0-9_-])" + ConstraintSpec.safeAreaID + "(?=\\s*\\.)", with: helper,
                options: .regularExpression)
        }
        switch entry {
        case .text(let text, let path):
            return .text(renamed(text), path: path)
        case .object(var object, let path):
            object.first = renamed(object.first)
            object.second = object.second.map(renamed)
            return .object(object, path: path)
        }
    }
}
