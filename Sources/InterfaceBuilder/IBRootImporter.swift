import LayoutCore

extension IBDocument {
    /// Imports root `id` (nil: ``root(_:)``'s default) as a constraint spec for `options`.
    public func importRoot(_ id: String? = nil, options: IBImportOptions = IBImportOptions()) throws(SpecError)
        -> IBImportedRoot
    {
        let root: IBRoot
        do throws(SpecError) { root = try self.root(id) } catch { throw error.inFile(file) }
        return try importRoot(root, options: options)
    }

    /// Imports every root, in document order.
    public func importAll(options: IBImportOptions = IBImportOptions()) throws(SpecError) -> [IBImportedRoot] {
        var result: [IBImportedRoot] = []
        for root in roots { result.append(try importRoot(root, options: options)) }
        return result
    }

    /// Imports `root`, one of ``roots``.
    func importRoot(_ root: IBRoot, options: IBImportOptions) throws(SpecError) -> IBImportedRoot {
        do throws(SpecError) {
            var importer = try IBRootImporter(document: self, root: root, options: options)
            return try importer.run()
        } catch {
            throw error.inFile(file)
        }
    }
}

/// Turns one root into a `layoutlab.constraints/1` spec (docs/FORMATS.md §5):
///
/// 1. the root view is a child of the canvas `root`, pinned to it (the solve size);
/// 2. every view reached through `<subviews>` becomes a view (a `<stackView>` a stack view),
///    its id the IB id (``IBViewTree/specID(for:)``) and its `label` the user label, class or text;
/// 3. layout guides become helper views `<guide id>` (safe area, legacy top/bottom guides,
///    frame layout guide) and `<scroll view>--content` (a scroll view's content area and
///    content layout guide), with the constraints that place them (``addGuides()``);
/// 4. layout margins become each view's `layoutMargins` (``margins(of:)``);
/// 5. the installed `<constraint>`s, autoresizing-mask constraints, IB's prototyping pins for
///    views without constraints, and intrinsic sizes with their priorities are added (with
///    `measuresText`, labels and buttons measured from their text instead).
struct IBRootImporter {
    let document: IBDocument
    let root: IBRoot
    let device: IBDevice
    let isLandscape: Bool
    let variations: IBVariations
    let safeArea: EdgeInsets
    /// The root's width on the device of ``IBImportOptions/device`` (its screen width in the
    /// orientation), which the root's system minimum margins follow; nil for the document's
    /// own device, whose stored frame gives it.
    let screenWidth: Double?
    /// Labels and buttons measured from their text (``IBImportOptions/measuresText``).
    let measuresText: Bool
    /// Size-class constraints written as `variations` (``IBImportOptions/writesVariations``).
    let writesVariations: Bool
    var tree: IBViewTree
    var spec: ConstraintSpec
    var notes: [String] = []
    var frameOutsets: [String: EdgeInsets] = [:]
    /// The installed constraints, read, in document order, with the node owning each.
    var constraints: [(owner: Int, constraint: IBConstraint)] = []
    /// The sides of the required `==` constraints by node (``requiredEqualities(_:)``).
    var requiredEqualities: [[Pin]] = []
    /// Per node, in ``tree`` order, computed once by ``addViews()``: its layout margins
    /// (``margins(of:)``), alignment-rect outsets (``alignmentOutsets(_:)``), whether it lies
    /// in a scroll view (``isInScrollView(_:)``) and its view's index in `spec.views` (nil
    /// for a stack view that is only an arrangement).
    var nodeMargins: [EdgeInsets] = []
    var nodeOutsets: [EdgeInsets] = []
    var nodeInScrollView: [Bool] = []
    var nodeViewIndex: [Int?] = []
    /// The helper views of the root view's `safeArea`, `top` and `bottom` guides (``addGuides()``).
    var safeAreaGuides: Set<String> = []

    init(document: IBDocument, root: IBRoot, options: IBImportOptions) throws(SpecError) {
        self.document = document
        self.root = root
        device = options.device ?? document.device
        isLandscape = options.isLandscape ?? document.isLandscape
        screenWidth = options.device.map { [isLandscape] device in isLandscape ? device.height : device.width }
        let variations = IBVariations(traits: options.traits ?? device.traits(landscape: isLandscape))
        self.variations = variations
        measuresText = options.measuresText
        writesVariations = options.writesVariations && options.traits == nil
        let insets =
            options.safeAreaInsets
            ?? IBBars.of(root, segues: document.segues).safeAreaInsets(on: device, landscape: isLandscape)
        let rootFrame =
            root.controller == nil ? Rect(x: 0, y: 0, width: 0, height: 0) : try IBViewTree.frame(of: root.view)
        safeArea = Self.barsOverlap(
            insets, rootFrame: rootFrame, screenHeight: isLandscape ? device.width : device.height)
        tree = try IBViewTree(root: root) { view in variations.excluded(in: view, mask: "subviews") }
        spec = ConstraintSpec(name: root.view.id ?? "root")
    }

    var rootNode: IBViewNode { tree.nodes[0] }

    /// The screen's insets as they fall on a controller's root view stored below the top of
    /// the screen (y 64 under a navigation bar): UIKit's safe area is the part of a view that
    /// is on screen and not covered, so the top inset loses the root's y, and the part of the
    /// root that Xcode 8 stored past the screen's bottom (y 64, the full screen height) is
    /// added to the bottom inset. A root at y 0 keeps the insets.
    static func barsOverlap(_ insets: EdgeInsets, rootFrame: Rect, screenHeight: Double) -> EdgeInsets {
        guard rootFrame.y > 0 else { return insets }
        var result = insets
        result.top = max(0, insets.top - rootFrame.y)
        result.bottom = insets.bottom + max(0, rootFrame.maxY - screenHeight)
        return result
    }

    mutating func run() throws(SpecError) -> IBImportedRoot {
        addViews()
        pinRootToCanvas()
        addGuides()
        try readConstraints()
        requiredEqualities = requiredEqualities(constraints)
        try addConstraints()
        addAutoresizingConstraints()
        addPrototypingConstraints()
        addIntrinsicSizes()
        addMeasuredText()
        addNotes()
        let conflicts = recordedConflicts()
        for (id, message) in conflicts.sorted(by: { $0.key < $1.key }) { notes.append("\(id): \(message)") }
        let reported = tree.nodes.map { (specID: $0.specID, ibID: $0.ibID) }
        var imported = IBImportedRoot(
            spec: spec, rootID: rootNode.ibID, size: rootNode.frame.size, ibIDs: reported,
            frameOutsets: frameOutsets, notes: notes, scale: device.scale, recordedFrames: checkedFrames(),
            recordedConflicts: conflicts)
        imported.traits = variations.traits
        imported.safeAreaInsets = safeArea
        imported.safeAreaGuides = safeAreaGuides
        return imported
    }

    /// The recorded root-coordinate frames of the views a conformance check compares: every
    /// installed view except hidden arranged subviews of stack views and `verifyAmbiguity="off"`
    /// subtrees (with everything inside them), as the shared IB conformance runner defines them.
    func checkedFrames() -> [(ibID: String, frame: Rect)] {
        var skipped = [Bool](repeating: false, count: tree.nodes.count)
        var result: [(ibID: String, frame: Rect)] = []
        for (index, node) in tree.nodes.enumerated() {
            let hiddenArranged = node.isArranged && node.element.flag("hidden")
            skipped[index] =
                hiddenArranged || node.element["verifyAmbiguity"] == "off" || (node.parent.map { skipped[$0] } ?? false)
            if !skipped[index] { result.append((node.ibID, node.rootFrame)) }
        }
        return result
    }

    /// The alignment-rect outsets of `element` (``IBIntrinsicContent/frameOutsets(_:toolsVersion:)``)
    /// for the Xcode generation that saved the document.
    func alignmentOutsets(_ element: IBElement) -> EdgeInsets {
        IBIntrinsicContent.frameOutsets(element, toolsVersion: document.toolsVersion)
    }

    /// The per-view label: `userLabel`, else the custom class, else the text or title, else the element name.
    static func label(of element: IBElement) -> String {
        if let label = element["userLabel"] { return label }
        if let custom = element["customClass"] { return custom }
        if let text = element["text"] ?? element["title"] ?? element.child("state", key: "normal")?["title"] {
            return "\(element.name) \"\(text)\""
        }
        return element.name
    }

    /// The element names laid out by their UIKit class's rules; any other element (or a custom
    /// class of a plain view) is laid out as a plain UIView.
    static let knownElements: Set<String> = IBIntrinsicContent.elements.union([
        "view", "stackView", "scrollView", "tableView", "collectionView", "textView", "visualEffectView",
        "webView", "wkWebView", "mapView", "pickerView", "navigationBar", "toolbar", "tabBar", "containerView",
        "tableViewCellContentView", "collectionViewCellContentView",
    ])

    /// Notes: IB's `misplaced` / `ambiguous` flags, unknown elements and custom-class leaves
    /// (whose size, if they compute one in code, is not known here).
    mutating func addNotes() {
        for (index, node) in tree.nodes.enumerated() {
            let element = node.element
            if element.flag("misplaced") {
                notes.append(
                    "\(node.ibID): Interface Builder marks the view misplaced (its stored frame is not its solved frame)"
                )
            }
            if element.flag("ambiguous") {
                notes.append("\(node.ibID): Interface Builder marks the view's layout ambiguous")
            }
            if !Self.knownElements.contains(element.name) {
                notes.append("\(node.ibID): <\(element.name)> is laid out as a plain view")
            } else if let custom = element["customClass"], element.name == "view", !tree.hasSubviews(index) {
                notes.append(
                    "\(node.ibID): custom class \(custom) is laid out as a plain view (a size it computes in code is not known)"
                )
            }
        }
    }

    /// Step 2: views and stack views in depth-first order.
    mutating func addViews() {
        let count = tree.nodes.count
        nodeMargins.reserveCapacity(count)
        nodeOutsets.reserveCapacity(count)
        nodeInScrollView.reserveCapacity(count)
        nodeViewIndex.reserveCapacity(count)
        spec.views.reserveCapacity(count + tree.guides.count)
        for (index, node) in tree.nodes.enumerated() {
            let parent = node.parent.map { tree.nodes[$0].specID } ?? ConstraintSpec.rootID
            let path = node.element.located
            var view = ConstraintView(id: node.specID, parent: parent, path: path)
            view.label = Self.label(of: node.element)
            nodeInScrollView.append(isInScrollView(index))
            view.layoutMargins = margins(of: index)
            nodeMargins.append(view.layoutMargins)
            let outsets = alignmentOutsets(node.element)
            nodeOutsets.append(outsets)
            if outsets != EdgeInsets() { frameOutsets[node.specID] = outsets }
            guard node.element.name == "stackView" else {
                nodeViewIndex.append(spec.views.count)
                spec.views.append(view)
                continue
            }
            let stack = stackView(index, path: path)
            if node.element.flag("layoutMarginsRelativeArrangement") {
                // The arrangement is a helper stack pinned to the stack view's margins.
                nodeViewIndex.append(spec.views.count)
                spec.views.append(view)
                var inner = stack
                inner.id = node.specID + "--arrangement"
                inner.parent = node.specID
                spec.stackViews.append(inner)
                for (edge, margin) in [
                    ("leading", "leadingMargin"), ("trailing", "trailingMargin"), ("top", "topMargin"),
                    ("bottom", "bottomMargin"),
                ] {
                    spec.constraints.append(
                        .text("\(inner.id).\(edge) == \(node.specID).\(margin)", path: path + " arrangement"))
                }
            } else {
                nodeViewIndex.append(nil)
                spec.stackViews.append(stack)
            }
        }
    }

    /// A `<stackView>` as UIStackView's properties: axis (default horizontal), distribution
    /// (default fill), alignment (default fill), spacing (default 0), each after its size-class
    /// property variations for the traits, `baselineRelativeArrangement`; hidden subviews are
    /// not arranged.
    func stackView(_ index: Int, path: String) -> StackViewSpec {
        let node = tree.nodes[index]
        let element = node.element
        let arranged = tree.nodes.filter { $0.parent == index && !$0.element.flag("hidden") }.map(\.specID)
        let axis: Axis = variations.value("axis", of: element) == "vertical" ? .vertical : .horizontal
        let distribution =
            StackViewSpec.Distribution(rawValue: variations.value("distribution", of: element) ?? "fill") ?? .fill
        let alignment =
            StackViewSpec.StackAlignment(rawValue: variations.value("alignment", of: element) ?? "fill") ?? .fill
        let spacing = Double(variations.value("spacing", of: element) ?? "0") ?? 0
        var stack = StackViewSpec(
            id: node.specID, parent: node.parent.map { tree.nodes[$0].specID } ?? ConstraintSpec.rootID, axis: axis,
            distribution: distribution, alignment: alignment, spacing: spacing, arrangedSubviews: arranged,
            path: path)
        stack.isBaselineRelativeArrangement = element.flag("baselineRelativeArrangement")
        return stack
    }

    /// Step 1: the IB root fills the canvas.
    mutating func pinRootToCanvas() {
        let id = rootNode.specID
        let path = "root view \(rootNode.ibID)"
        for edge in ["left", "top", "width", "height"] {
            spec.constraints.append(.text(Self.joined(id, ".", edge, " == root.", edge), path: path))
        }
    }
}
