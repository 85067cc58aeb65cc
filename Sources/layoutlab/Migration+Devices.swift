import InterfaceBuilder
import LayoutCore
import LayoutHarness
import LayoutTranslation

/// A device of `migrate --devices`: the harness preset the root is laid out on, and the
/// Interface Builder device its constraint side is imported for, so that each device is laid
/// out with its own safe area and margins.
struct MigrationDevice: Sendable {
    /// The name given (`iphone-15`, `ipad-11-landscape`).
    var name: String
    /// The screen in points in the orientation.
    var size: Size
    /// The preset as an IB device (``IBDevice/init(_:)``).
    var device: IBDevice
    /// Landscape (`-landscape`).
    var isLandscape: Bool

    /// The device called `name` (a preset or alias, `-landscape` appended for landscape); nil
    /// when unknown.
    init?(named name: String) {
        let landscape = name.hasSuffix("-landscape")
        let base = landscape ? String(name.dropLast("-landscape".count)) : name
        guard let preset = Device.named(base) else { return nil }
        self.name = name
        size = landscape ? preset.landscapeSize : preset.size
        device = IBDevice(preset)
        isLandscape = landscape
    }

    /// `migrate`'s default devices (``Device/all``).
    static var all: [MigrationDevice] { Device.all.compactMap { MigrationDevice(named: $0.name) } }

    /// The import options for this device: `options` with the device and orientation, the size
    /// classes kept at the document's own (`base`) unless the size-class constraints are
    /// written as variations, so that only the safe area and the margins change.
    func options(_ options: IBImportOptions, documentTraits: IBTraits) -> IBImportOptions {
        var result = options
        result.device = device
        result.isLandscape = isLandscape
        if !options.writesVariations && options.traits == nil { result.traits = documentTraits }
        return result
    }
}

extension Migration {
    /// Whether `root` sees the window's safe area: a controller's view, or a XIB view stored at
    /// the full screen of the document's device (a controller's view in a XIB); not a cell's
    /// content view, nor a freeform XIB view (a part placed somewhere in a screen), which is
    /// then imported and laid out with no safe area on every device
    /// (``IBImportOptions/safeAreaInsets`` zero).
    static func seesSafeArea(_ root: IBRoot, in document: IBDocument) -> Bool {
        if root.isCellContent || root.cell != nil { return false }
        if root.controller != nil { return true }
        guard let frame = root.view.child("rect", key: "frame"), let width = Double(frame["width"] ?? ""),
            let height = Double(frame["height"] ?? "")
        else { return false }
        let device = document.device
        let screen = document.isLandscape ? (device.height, device.width) : (device.width, device.height)
        return width == screen.0 && height == screen.1
    }

    /// `options` for root `rootID` of `document`: zero safe-area insets for a root that sees
    /// none (``seesSafeArea(_:in:)``).
    static func options(_ options: IBImportOptions, root rootID: String, of document: IBDocument) -> IBImportOptions {
        guard let root = document.roots.first(where: { $0.view.id == rootID }), !seesSafeArea(root, in: document)
        else { return options }
        var result = options
        result.safeAreaInsets = EdgeInsets()
        return result
    }
}

extension IBDevice {
    /// The harness preset `device` as an Interface Builder device: its portrait size, safe-area
    /// insets in both orientations and scale; `pad` where its portrait width class is regular
    /// (every iPad, none of the phones), and a regular width in landscape as the harness's size
    /// classes give it (``SizeClasses/of(screen:)``: the Plus and Max phones).
    init(_ device: Device) {
        let isPad = device.sizeClasses(landscape: false).horizontal == .regular
        self = IBDevice.presets[0]
        id = device.name
        width = device.size.width
        height = device.size.height
        portraitInsets = device.portraitSafeArea
        landscapeInsets = device.landscapeSafeArea
        landscapeRegularWidth = device.sizeClasses(landscape: true).horizontal == .regular
        idiom = isPad ? "pad" : "phone"
        scale = Double(device.scale)
    }
}

extension Migration {
    /// What the translator needs to write `imported`'s safe area as SwiftUI does: its root
    /// view, the insets it was imported with and its safe-area guides, by their names in the
    /// translated spec (`renamed`: the importer's spec id → name).
    static func safeArea(of imported: IBImportedRoot, renamed: [String: String]) -> RootSafeArea? {
        guard let root = imported.ibIDs.first?.specID else { return nil }
        return RootSafeArea(
            root: renamed[root] ?? root, insets: imported.safeAreaInsets,
            guides: Set(imported.safeAreaGuides.map { renamed[$0] ?? $0 }))
    }
}
