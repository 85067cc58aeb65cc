import ConstraintLayout
import InterfaceBuilder
import LayoutCore

/// Helpers: wrap views in a XIB or storyboard document, import a root, solve it.
enum IB {
    /// A XIB whose top-level objects are `objects`, saved by `toolsVersion` on `device`.
    static func xib(_ objects: String, device: String? = "retina4_7", toolsVersion: String = "22505") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
        \(device.map { "<device id=\"\($0)\" orientation=\"portrait\"/>" } ?? "")
        <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        \(objects)
        </objects>
        </document>
        """
    }

    /// A storyboard with one view controller `vc` whose root view is `view`; `extra` goes
    /// beside the controller in the scene's objects, `controllerExtra` inside the controller.
    static func storyboard(
        _ view: String, device: String = "retina4_7", toolsVersion: String = "22505", controllerExtra: String = "",
        otherScenes: String = ""
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc">
        <device id="\(device)" orientation="portrait"/>
        <scenes>
        <scene sceneID="s1"><objects>
        <viewController id="vc" sceneMemberID="viewController">
        \(view)
        \(controllerExtra)
        </viewController>
        </objects></scene>
        \(otherScenes)
        </scenes>
        </document>
        """
    }

    static func document(_ text: String) throws -> IBDocument {
        try IBDocument(bytes: Array(text.utf8), file: "test.xib")
    }

    /// Imports root `root` and solves it at its stored size; frames by IB id.
    static func frames(_ text: String, root: String? = nil, options: IBImportOptions = IBImportOptions()) throws
        -> [String: Rect]
    {
        let imported = try document(text).importRoot(root, options: options)
        let layout = try ConstraintLayoutEngine(imported.spec)
        let solution = imported.reported(try layout.solve(in: imported.size))
        return solution.frameIndex
    }
}
