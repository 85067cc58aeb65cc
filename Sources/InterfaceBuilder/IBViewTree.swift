import LayoutCore

/// One view of a root, flattened: its element, its ids and its recorded geometry.
struct IBViewNode {
    var element: IBElement
    /// The IB object id.
    var ibID: String
    /// The id in the constraint spec (``IBViewTree/specID(for:)``).
    var specID: String
    /// The index of the superview in ``IBViewTree/nodes`` (nil for the root).
    var parent: Int?
    /// The stored frame, relative to the superview's bounds (`<rect key="frame">`).
    var frame: Rect
    /// The stored frame in root coordinates (scroll views' content at offset 0).
    var rootFrame: Rect
    /// Whether UIKit translates the autoresizing mask into constraints for the view.
    var translatesAutoresizingMask: Bool
    /// Whether the view is an arranged subview of a `<stackView>` parent.
    var isArranged: Bool
    /// Whether the view (or an ancestor) is hidden.
    var isHidden: Bool
}

/// The views of one root in depth-first order, with the layout guides they own.
struct IBViewTree {
    var nodes: [IBViewNode] = []
    /// IB id → node index.
    var index: [String: Int] = [:]
    /// Layout guide id → (owning node, kind: `safeArea`, `contentLayoutGuide`, `frameLayoutGuide`,
    /// `top`, `bottom` for a controller's legacy guides).
    var guides: [String: (owner: Int, kind: String)] = [:]
    /// IB ids of the views (and their guides) left out because a variation does not install
    /// them; constraints mentioning them are not installed either.
    var uninstalled: Set<String> = []
    /// Spec ids in use (views and guides), to refuse two IB ids mapping to one spec id.
    var specIDs: Set<String> = [ConstraintSpec.rootID]

    /// The spec id of an IB id: the IB id itself when it is a spec identifier
    /// (`[A-Za-z_][A-Za-z0-9_-]*`), else `ib-` + the IB id (ids starting with a digit).
    static func specID(for ibID: String) -> String {
        if ibID != ConstraintSpec.rootID && isIdentifier(ibID) { return ibID }
        return "ib-" + ibID
    }

    /// `ConstraintSpec.isIdentifier` over a `String`'s UTF-8, with LayoutCore's character
    /// classes: the generic form is not specialized across modules, and this runs for every
    /// view and constraint of a document.
    static func isIdentifier(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        guard let first = bytes.next(), ConstraintSpec.isIdentifierStart(first) else { return false }
        while let byte = bytes.next() {
            if !ConstraintSpec.isIdentifierContinue(byte) { return false }
        }
        return true
    }

    /// The element names that are never entered (their cells and rows are not subviews).
    static let opaqueContainers: Set<String> = ["tableView", "collectionView", "tableViewCell", "collectionViewCell"]

    /// Walks `root` (and, for a controller, its legacy layout guides) into nodes; views not
    /// installed for `installed` are left out with their subtrees.
    init(root: IBRoot, installed: (IBElement, IBElement) -> Bool) throws(SpecError) {
        try add(root.view, parent: nil, origin: Point(x: 0, y: 0), installed: installed)
        for guide in root.controller?.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
            guard let id = guide.id, let type = guide["type"] else { continue }
            guard specIDs.insert(Self.specID(for: id)).inserted else {
                throw guide.error("layout guide id \"\(id)\" clashes with another id")
            }
            guides[id] = (0, type)
        }
    }

    private mutating func add(
        _ element: IBElement, parent: Int?, origin: Point, installed: (IBElement, IBElement) -> Bool
    ) throws(SpecError) {
        guard let ibID = element.id else { throw element.error("a view needs an id attribute") }
        if index[ibID] != nil { throw element.error("duplicate view id \"\(ibID)\"") }
        guard specIDs.insert(Self.specID(for: ibID)).inserted else {
            throw element.error(
                "view id \"\(ibID)\" clashes with another id once mapped to \"\(Self.specID(for: ibID))\"")
        }
        let frame = try Self.frame(of: element)
        let parentNode = parent.map { nodes[$0] }
        let arranged = parentNode?.element.name == "stackView"
        let node = IBViewNode(
            element: element, ibID: ibID, specID: Self.specID(for: ibID), parent: parent, frame: frame,
            rootFrame: Rect(x: origin.x + frame.x, y: origin.y + frame.y, width: frame.width, height: frame.height),
            translatesAutoresizingMask: parent == nil
                ? true : (!arranged && element.flag("translatesAutoresizingMaskIntoConstraints", default: true)),
            isArranged: arranged, isHidden: element.flag("hidden") || (parentNode?.isHidden ?? false))
        let me = nodes.count
        nodes.append(node)
        index[ibID] = me
        for guide in element.children("viewLayoutGuide") {
            guard let id = guide.id, let key = guide["key"] else { continue }
            guard specIDs.insert(Self.specID(for: id)).inserted else {
                throw guide.error("guide id \"\(id)\" clashes with another id")
            }
            guides[id] = (me, key)
        }
        guard !Self.opaqueContainers.contains(element.name) else { return }
        var children = element.child("subviews")?.children ?? []
        if let content = element.child("view", key: "contentView") { children.append(content) }
        for child in children {
            guard installed(element, child) else {
                Self.collectIDs(of: child, into: &uninstalled)
                continue
            }
            try add(child, parent: me, origin: Point(x: node.rootFrame.x, y: node.rootFrame.y), installed: installed)
        }
    }

    /// Every id in `element`'s subtree.
    static func collectIDs(of element: IBElement, into ids: inout Set<String>) {
        if let id = element.id { ids.insert(id) }
        for child in element.children { collectIDs(of: child, into: &ids) }
    }

    /// `<rect key="frame">` (a view without one is an error: IB always stores it).
    static func frame(of element: IBElement) throws(SpecError) -> Rect {
        guard let rect = element.child("rect", key: "frame") else {
            throw element.error("missing <rect key=\"frame\">; expected the frame Interface Builder stores")
        }
        do throws(SpecError) {
            return Rect(
                x: try rect.number("x", default: 0)!, y: try rect.number("y", default: 0)!,
                width: try rect.number("width", default: 0)!, height: try rect.number("height", default: 0)!)
        } catch {
            // Name the view, not the anonymous <rect>, at the rect's line and column.
            var located = error
            located.problem = .described("\(element.described): " + error.message, kind: error.kind)
            throw located
        }
    }

    /// Whether node `a` is `b` or inside it.
    func isDescendant(_ a: Int, of b: Int) -> Bool {
        var current: Int? = a
        while let c = current {
            if c == b { return true }
            current = nodes[c].parent
        }
        return false
    }
}
