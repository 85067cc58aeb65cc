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
    /// view and constraint of a document (read as one buffer: the UTF-8 view's iterator
    /// decodes byte by byte).
    static func isIdentifier(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let first = bytes.first, ConstraintSpec.isIdentifierStart(first) else { return false }
            return bytes.dropFirst().allSatisfy(ConstraintSpec.isIdentifierContinue)
        }
    }

    /// The element names that are never entered (their cells and rows are not subviews).
    static func isOpaqueContainer(_ name: String) -> Bool {
        switch name {
        case "tableView", "collectionView", "tableViewCell", "collectionViewCell": return true
        default: return false
        }
    }

    /// Walks `root` (and, for a controller, its legacy layout guides) into nodes; views not
    /// whose ids are in `uninstalledSubviews(view)` (the ids of `view`'s subviews that are not
    /// installed, asked once per view) are left out with their subtrees.
    init(root: IBRoot, uninstalledSubviews: (IBElement) -> Set<String>) throws(SpecError) {
        try add(
            root.view, parent: nil, origin: Point(x: 0, y: 0), cell: root.cell,
            uninstalledSubviews: uninstalledSubviews)
        for guide in root.controller?.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
            guard let id = guide.id, let type = guide["type"] else { continue }
            guard specIDs.insert(Self.specID(for: id)).inserted else {
                throw guide.error(.idClash(id, kind: "layout guide", mappedTo: nil))
            }
            guides[id] = (0, type)
        }
    }

    private mutating func add(
        _ element: IBElement, parent: Int?, origin: Point, cell: IBElement? = nil,
        uninstalledSubviews: (IBElement) -> Set<String>
    ) throws(SpecError) {
        // The superview is read in place (a copy of its node costs a reference count per id).
        guard let ibID = element.id ?? parent.flatMap({ Self.contentViewID(element, in: nodes[$0]) }) else {
            throw element.error(.missingID(what: "view"))
        }
        // Recorded at the index the node is appended at below (one hash for the check and the entry).
        let me = nodes.count
        if index.updateValue(me, forKey: ibID) != nil { throw element.error(.duplicateID(ibID)) }
        let specID = Self.specID(for: ibID)
        guard specIDs.insert(specID).inserted else {
            throw element.error(.idClash(ibID, kind: "view", mappedTo: specID))
        }
        let frame = try Self.frame(of: element, cell: cell)
        // Root coordinates put the root at 0,0: its own stored origin (a controller's view
        // below an opaque navigation bar is stored at y 64) is not added.
        let origin = parent == nil ? Point(x: -frame.x, y: -frame.y) : origin
        let arranged = parent.map { nodes[$0].element.name == "stackView" } ?? false
        let node = IBViewNode(
            element: element, ibID: ibID, specID: specID, parent: parent, frame: frame,
            rootFrame: Rect(x: origin.x + frame.x, y: origin.y + frame.y, width: frame.width, height: frame.height),
            translatesAutoresizingMask: parent == nil
                ? true : (!arranged && element.flag("translatesAutoresizingMaskIntoConstraints", default: true)),
            isArranged: arranged, isHidden: element.flag("hidden") || (parent.map { nodes[$0].isHidden } ?? false))
        let childOrigin = Point(x: node.rootFrame.x, y: node.rootFrame.y)
        nodes.append(node)
        for guide in element.children where guide.name == "viewLayoutGuide" {
            guard let id = guide.id, let key = guide["key"] else { continue }
            guard specIDs.insert(Self.specID(for: id)).inserted else {
                throw guide.error(.idClash(id, kind: "guide", mappedTo: nil))
            }
            guides[id] = (me, key)
        }
        // A cell is entered only as a root (a XIB's top-level collection view cell whose
        // content view has no id): inside a table or collection view its cells are roots of their own.
        guard parent == nil || !Self.isOpaqueContainer(element.name) else { return }
        var children = Array(element.child("subviews")?.children ?? .empty)
        if let content = element.child("view", key: "contentView") { children.append(content) }
        let leftOut = children.isEmpty ? [] : uninstalledSubviews(element)
        for child in children {
            if let id = child.id, leftOut.contains(id) {
                Self.collectIDs(of: child, into: &uninstalled)
                continue
            }
            try add(child, parent: me, origin: childOrigin, uninstalledSubviews: uninstalledSubviews)
        }
    }

    /// Every id in `element`'s subtree.
    static func collectIDs(of element: IBElement, into ids: inout Set<String>) {
        if let id = element.id { ids.insert(id) }
        for inside in element.descendants { if let id = inside.id { ids.insert(id) } }
    }

    /// The id of a cell's `<view key="contentView">` that has none (collection view cells of
    /// XIBs): the cell's id + `-contentView`. Nil for any other element.
    static func contentViewID(_ element: IBElement, in parent: IBViewNode) -> String? {
        guard element.name == "view", element["key"] == "contentView", isOpaqueContainer(parent.element.name)
        else { return nil }
        return parent.ibID + "-contentView"
    }

    /// The separator a table view cell's content view leaves at the bottom of the cell in the
    /// documents of Xcode 6 and 7, which store whole-point frames (a 44-pt cell, a 43-pt
    /// content view) and sometimes no content-view frame at all.
    static let wholePointSeparator = 1.0

    /// `<rect key="frame">` (a view without one is an error: IB always stores it), except a
    /// cell's content view stored without one (Xcode 6 and 7), whose frame is the `cell`'s
    /// bounds less ``wholePointSeparator``.
    static func frame(of element: IBElement, cell: IBElement? = nil) throws(SpecError) -> Rect {
        guard let rect = element.child("rect", key: "frame") else {
            if element.name == "tableViewCellContentView", let cell, cell.child("rect", key: "frame") != nil {
                let bounds = try frame(of: cell)
                return Rect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - wholePointSeparator))
            }
            throw element.error(.missingFrame)
        }
        do throws(SpecError) {
            return Rect(
                x: try rect.number("x", default: 0)!, y: try rect.number("y", default: 0)!,
                width: try rect.number("width", default: 0)!, height: try rect.number("height", default: 0)!)
        } catch {
            // Name the view, not the anonymous <rect>, at the rect's line and column.
            var located = error
            if case .interfaceBuilder(.element(_, _, .notANumber(let attribute, let value, nil))) = error.problem {
                located.problem = .interfaceBuilder(
                    .element(
                        element.name, id: element.id, .notANumber(attribute: attribute, value: value, child: "rect")))
            }
            throw located
        }
    }

    /// Whether node `index` has subviews: in depth-first order its first subview follows it.
    func hasSubviews(_ index: Int) -> Bool {
        index + 1 < nodes.count && nodes[index + 1].parent == index
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
