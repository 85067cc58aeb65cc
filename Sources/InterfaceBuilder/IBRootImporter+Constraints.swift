import LayoutCore

extension IBRootImporter {
    /// The installed `<constraint>`s of every view, in document order (a view's `default` and
    /// matching variations' masks decide which are installed).
    mutating func readConstraints() throws(SpecError) {
        for (index, node) in tree.nodes.enumerated() {
            guard let list = node.element.child("constraints") else { continue }
            let excluded = variations.excluded(in: node.element, mask: "constraints")
            for element in list.children where element.name == "constraint" {
                if !excluded.isEmpty, let id = element.id, excluded.contains(id) { continue }
                guard let constraint = try IBConstraint(element, owner: node.ibID, variations: variations) else {
                    continue
                }
                // A constraint on a view a variation leaves out is not installed either.
                guard isInstalled(constraint) else { continue }
                locatingItems(of: constraint, owner: index)
                constraints.append((index, constraint))
            }
        }
    }

    /// Sets `c`'s ``IBConstraint/firstNode`` and ``IBConstraint/secondNode``: the tree nodes of
    /// its items that are views. An item naming the view that owns the constraint (node
    /// `owner`, an item of most constraints) is that node, found without hashing the id.
    func locatingItems(of c: IBConstraint, owner: Int) {
        func node(_ id: String) -> Int? { id == tree.nodes[owner].ibID ? owner : tree.index[id] }
        c.firstNode = node(c.firstItem)
        c.secondNode = c.secondItem.flatMap(node)
    }

    static let edges: Set<String> = ["left", "right", "top", "bottom", "leading", "trailing"]

    /// The spec item for IB id `id` (the view of node `node`, when it is one) used with
    /// `attribute` in a constraint whose other item is the view of node `other`, if any: a
    /// view, a guide's helper, or — for an edge of a scroll view constrained to a view inside
    /// it — the scroll view's content area.
    func item(_ id: String, node: Int?, attribute: String, other: Int?, in element: IBElement) throws(SpecError)
        -> String
    {
        if let index = node {
            if tree.nodes[index].element.name == "scrollView", Self.edges.contains(attribute),
                let otherIndex = other, otherIndex != index, tree.isDescendant(otherIndex, of: index)
            {
                return Self.contentArea(of: tree.nodes[index].specID)
            }
            return tree.nodes[index].specID
        }
        if let guide = tree.guides[id] {
            if guide.kind == "contentLayoutGuide" { return Self.contentArea(of: tree.nodes[guide.owner].specID) }
            return IBViewTree.specID(for: id)
        }
        throw element.error(.unknownItem(id, root: rootNode.ibID))
    }

    /// Step 5a: the constraints as the engine's object form, identified by the user's
    /// `identifier` when it is a valid, unused identifier, else by the IB id. With
    /// ``IBImportOptions/writesVariations`` they are read for every size class instead
    /// (``addSizeClassVariations()``).
    mutating func addConstraints() throws(SpecError) {
        if writesVariations { return try addSizeClassVariations() }
        // The identifiers given are recorded to refuse a user identifier already given: in a
        // root without user identifiers every constraint keeps its IB id, and none is recorded.
        let hasUserIdentifiers = constraints.contains { $0.1.identifier != nil }
        var used: Set<String> = []
        if hasUserIdentifiers { used.reserveCapacity(constraints.count) }
        spec.constraints.reserveCapacity(spec.constraints.count + constraints.count)
        for (_, c) in constraints {
            let identifier =
                hasUserIdentifiers ? Self.identifier(of: c, used: &used) : IBViewTree.specID(for: c.id)
            spec.constraints.append(.object(try object(c, identifier: identifier), path: c.element.located(id: c.id)))
        }
    }

    /// The spec identifier of `c`: its user `identifier` when that is a valid identifier not
    /// in `used`, else its IB id; recorded in `used`.
    static func identifier(of c: IBConstraint, used: inout Set<String>) -> String {
        var identifier = IBViewTree.specID(for: c.id)
        if let user = c.identifier, IBViewTree.isIdentifier(user), !used.contains(user) { identifier = user }
        used.insert(identifier)
        return identifier
    }

    /// `c` in the engine's object form, named `identifier`.
    func object(_ c: IBConstraint, identifier: String) throws(SpecError) -> ConstraintObject {
        let first = try item(
            c.firstItem, node: c.firstNode, attribute: c.firstAttribute, other: c.secondNode, in: c.element)
        var second: String?
        if let secondItem = c.secondItem, let attribute = c.secondAttribute {
            second = Self.anchor(
                try item(secondItem, node: c.secondNode, attribute: attribute, other: c.firstNode, in: c.element),
                attribute)
        }
        return ConstraintObject(
            first: Self.anchor(first, c.firstAttribute), relation: c.relation, second: second,
            multiplier: second == nil ? 1 : c.multiplier, constant: c.constant, priority: c.priority,
            identifier: identifier)
    }

    /// `item.attribute`, written into one string's storage (one allocation where `+` makes two).
    static func anchor(_ item: String, _ attribute: String) -> String {
        let capacity = item.utf8.count + 1 + attribute.utf8.count
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            let count = IBElement.write(item, into: buffer, at: 0)
            return IBElement.write(attribute, into: buffer, at: IBElement.write(".", into: buffer, at: count))
        }
    }

    /// `parts` joined, written into one string's storage: the constraint texts of guides, pins
    /// and prototyping constraints (interpolation grows its string piece by piece, and every
    /// root has dozens of them).
    static func joined(_ parts: String...) -> String {
        var capacity = 0
        for part in parts { capacity += part.utf8.count }
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var count = 0
            for part in parts { count = IBElement.write(part, into: buffer, at: count) }
            return count
        }
    }

    /// Step 5b: autoresizing-mask constraints (``IBAutoresizing``) for views that translate
    /// their mask, from their stored alignment rect in the superview's stored size.
    mutating func addAutoresizingConstraints() {
        for (index, node) in tree.nodes.enumerated().dropFirst() where node.translatesAutoresizingMask {
            guard let parentIndex = node.parent else { continue }
            let parent = tree.nodes[parentIndex]
            let rect = IBIntrinsicContent.alignmentRect(of: node.frame, outsets: nodeOutsets[index])
            let path = "autoresizing mask of \(node.element.described)"
            for axis in Axis.allCases {
                let rule = IBAutoresizing.linear(
                    position: axis == .horizontal ? rect.x : rect.y,
                    length: axis == .horizontal ? rect.width : rect.height,
                    parentLength: axis == .horizontal ? parent.frame.width : parent.frame.height,
                    flexibility: IBAutoresizing.flexibility(node.element, axis: axis))
                for text in IBAutoresizing.constraints(view: node.specID, parent: parent.specID, axis: axis, rule: rule)
                {
                    spec.constraints.append(.text(text, path: path))
                }
            }
        }
    }

    /// Step 5c: a view that does not translate its mask but that no installed constraint
    /// mentions is pinned to its stored frame, as IB's prototyping constraints pin it.
    mutating func addPrototypingConstraints() {
        // By node: an item naming a view is that view's node (``IBConstraint/firstNode``).
        var mentioned = [Bool](repeating: false, count: tree.nodes.count)
        for (_, c) in constraints {
            if let first = c.firstNode { mentioned[first] = true }
            if let second = c.secondNode { mentioned[second] = true }
        }
        for (index, node) in tree.nodes.enumerated().dropFirst()
        where !node.translatesAutoresizingMask && !node.isArranged && !mentioned[index] {
            guard let parentIndex = node.parent else { continue }
            let parent = tree.nodes[parentIndex].specID
            let rect = IBIntrinsicContent.alignmentRect(of: node.frame, outsets: nodeOutsets[index])
            let n = IBAutoresizing.number
            let path = "prototyping constraints of \(node.element.described)"
            let view = node.specID
            spec.constraints += [
                .text(Self.joined(view, ".left == ", parent, ".left + ", n(rect.x)), path: path),
                .text(Self.joined(view, ".top == ", parent, ".top + ", n(rect.y)), path: path),
                .text(Self.joined(view, ".width == ", n(rect.width)), path: path),
                .text(Self.joined(view, ".height == ", n(rect.height)), path: path),
            ]
            notes.append("\(node.ibID): no constraints; pinned to its stored frame as IB's prototyping constraints do")
        }
    }
}
