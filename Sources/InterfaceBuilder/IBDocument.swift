import Foundation
import LayoutCore

/// A `.storyboard` or `.xib` read into memory, with the roots it holds (FORMATS.md §5
/// "Interface Builder documents").
public struct IBDocument: Sendable {
    /// The file the document came from (for messages), or nil.
    public var file: String?
    /// The `<document>` element.
    public var element: IBElement
    /// `toolsVersion` (the Xcode build that saved the file), e.g. 22505; 0 when absent.
    public var toolsVersion: Double
    /// `<device id>`, or nil (older documents and freeform ones without a device).
    public var deviceID: String?
    /// Whether `<device orientation="landscape">`.
    public var isLandscape: Bool
    /// The roots in document order.
    public var roots: [IBRoot]
    /// `initialViewController`'s root view id, if any.
    public var initialRootID: String?
    /// The sizes of the images the document names (`<resources><image name width height>`).
    public var imageSizes: [String: Size] = [:]
    /// The storyboard's segues by destination (for the bars controllers inherit).
    var segues = IBSegues(containers: [])

    /// Whether `path` names an Interface Builder document (by extension).
    public static func handles(path: String) -> Bool {
        path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    }

    /// Parses the bytes of a document. Errors carry `file` and the element's line:column.
    public init(bytes: [UInt8], file: String? = nil, limits: SpecLimits = .standard) throws(SpecError) {
        if bytes.count > limits.maxBytes {
            throw SpecError(.limitExceeded(.bytes(count: bytes.count, max: limits.maxBytes)), file: file, at: .file)
        }
        let root = try IBXMLReader.parse(bytes, file: file)
        do throws(SpecError) {
            guard root.name == "document" else {
                throw root.error(.notADocument)
            }
            self.file = file
            self.element = root
            self.toolsVersion = Double(root["toolsVersion"] ?? "") ?? 0
            let device = root.child("device")
            self.deviceID = device?["id"]
            self.isLandscape = device?["orientation"] == "landscape"
            self.roots = IBRoot.all(in: root)
            self.segues = IBSegues(containers: roots.first { $0.controller != nil }?.containers ?? [])
            for image in root.child("resources")?.children("image") ?? [] {
                guard let name = image["name"], let width = try image.number("width"),
                    let height = try image.number("height")
                else { continue }
                imageSizes[name] = Size(width: width, height: height)
            }
            let initial = root["initialViewController"]
            self.initialRootID = roots.first { $0.controller?.id != nil && $0.controller?.id == initial }?.view.id
        } catch {
            throw error.inFile(file)
        }
    }

    /// Reads and parses the document at `path` (exit 66 when unreadable, 65 when invalid).
    public static func load(path: String, limits: SpecLimits = .standard) throws(SpecDocument.LoadError) -> IBDocument {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadable(path: path, reason: "no such file")
        }
        if isDirectory.boolValue { throw .unreadable(path: path, reason: "is a directory") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path, reason: "permission denied or I/O error")
        }
        do {
            return try IBDocument(bytes: [UInt8](data), file: path, limits: limits)
        } catch {
            throw .invalid(error)
        }
    }

    /// The root with view id `id`; without `id`, the initial view controller's root, or the
    /// only root. Errors name the ids that exist.
    public func root(_ id: String?) throws(SpecError) -> IBRoot {
        let known = roots.compactMap(\.view.id)
        if let id {
            guard let root = roots.first(where: { $0.view.id == id }) else {
                throw SpecError(.interfaceBuilder(.noSuchRoot(id, roots: known)), file: file, at: .file)
            }
            return root
        }
        if let initialRootID, let root = roots.first(where: { $0.view.id == initialRootID }) { return root }
        if roots.count == 1 { return roots[0] }
        throw SpecError(.interfaceBuilder(roots.isEmpty ? .noRoot : .severalRoots(known)), file: file, at: .file)
    }

    /// The device preset the document was designed on (freeform documents: their `<device>`,
    /// else retina4_7).
    public var device: IBDevice {
        IBDevice.resolved(deviceID ?? "retina4_7", toolsVersion: toolsVersion) ?? IBDevice.presets[2]
    }
}

/// A root view: a view controller's `<view key="view">`, a top-level view of a XIB, or a table
/// or collection view cell's content view.
public struct IBRoot: Sendable {
    /// The root view element.
    public var view: IBElement
    /// The view controller owning it (storyboards), or nil (XIB top-level views, cells).
    public var controller: IBElement?
    /// The scene's other objects (navigation / tab bar controllers pointing at the controller).
    public var containers: [IBElement]
    /// Whether the root is a cell's content view (no safe area: cells sit inside a table).
    public var isCellContent = false
    /// For a cell's content view: the cell element.
    public var cell: IBElement?

    /// Whether `name` is a cell's content-view element (compared directly: this runs for every
    /// element of a document, and hashing each name for a set costs more than two compares).
    static func isCellContentView(_ name: String) -> Bool {
        name == "tableViewCellContentView" || name == "collectionViewCellContentView"
    }

    /// Every root of `document` in document order: controllers' root views, then XIB
    /// top-level views (a top-level cell contributes its content view), then the content
    /// views of the cells found inside them.
    static func all(in document: IBElement) -> [IBRoot] {
        var result: [IBRoot] = []
        let scenes = document.child("scenes")?.children("scene") ?? []
        let all = scenes.flatMap { $0.child("objects")?.children ?? .empty }
        for controller in all {
            guard let view = controller.children.first(where: { $0["key"] == "view" && $0.id != nil }) else {
                continue
            }
            result.append(IBRoot(view: view, controller: controller, containers: all))
        }
        for object in document.child("objects")?.children ?? .empty where object.child("rect", key: "frame") != nil {
            guard object.id != nil, object.name != "placeholder" else { continue }
            if let content = object.children.first(where: { isCellContentView($0.name) && $0.id != nil }) {
                result.append(IBRoot(view: content, controller: nil, containers: [], isCellContent: true, cell: object))
            } else if IBViewTree.isOpaqueContainer(object.name) {
                // A cell whose content view has no id: the cell is the root (no safe area).
                result.append(IBRoot(view: object, controller: nil, containers: [], isCellContent: true, cell: object))
            } else {
                result.append(IBRoot(view: object, controller: nil, containers: []))
            }
        }
        var cells: [(cell: IBElement, content: IBElement)] = []
        for root in result where !root.isCellContent { collectCellContent(in: root.view, into: &cells) }
        result += cells.map {
            IBRoot(view: $0.content, controller: nil, containers: [], isCellContent: true, cell: $0.cell)
        }
        return result
    }

    /// The cell content views inside `element` (prototype and static cells of tables and
    /// collection views), in document order, each with its cell (the element containing it).
    static func collectCellContent(in element: IBElement, into cells: inout [(cell: IBElement, content: IBElement)]) {
        for content in element.descendants
        where isCellContentView(content.name) && content.id != nil && content.child("rect", key: "frame") != nil {
            if let cell = content.parent { cells.append((cell, content)) }
        }
    }
}
