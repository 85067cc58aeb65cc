extension ViewSpec {
    /// The view types this build decodes, by JSON `type` name.
    package static let supportedTypes = [
        "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Spacer", "Image",
        "HStack", "VStack", "ZStack",
        "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "ScrollView", "ForEach", "Layout", "AnyLayout",
        "Text", "GeometryReader", "ViewThatFits",
    ]

    /// Decodes a `layoutlab.view/1` document; `layouts` checks the names and parameters of
    /// custom `Layout` views (nil: left for the engine to check when it builds them).
    package init(
        json: JSONValue, limits: SpecLimits = .standard, layouts: (any CustomLayoutCatalog)? = nil
    ) throws(SpecError) {
        let document = JSONCursor(json)
        try document.checkKeys(["format", "name", "environment", "root"], what: "a view spec")
        let format = try document.required("format", "\"\(ViewSpec.format)\"").string()
        guard format == ViewSpec.format else {
            throw document.error(.mismatch(expected: "\"\(ViewSpec.format)\"", found: "\"\(format)\""), key: "format")
        }
        let name = try document.optional("name")?.string() ?? ""
        var environment = LayoutEnvironment()
        if let env = try document.optional("environment") {
            environment = try LayoutEnvironment(env)
        }
        var decoder = ViewDecoder(environment: environment, limits: limits, layouts: layouts)
        let root = try decoder.view(try document.required("root", "the root view"), depth: 1)
        self.init(name: name, environment: environment, root: root)
        try checkUniqueIDs()
    }

    private func checkUniqueIDs() throws(SpecError) {
        var seen = Set<String>()
        for id in ids where !seen.insert(id).inserted {
            throw SpecError(.duplicateID(id, kind: "id", firstAt: nil), at: .jsonPath("root"))
        }
    }
}

extension LayoutEnvironment {
    init(_ cursor: JSONCursor) throws(SpecError) {
        self.init()
        try cursor.checkKeys(
            [
                "defaultSpacing", "defaultPadding", "text", "dynamicTypeSize", "flags", "textModel", "fonts",
                "horizontalSizeClass", "verticalSizeClass", "safeAreaInsets",
            ],
            what: "environment")
        try decodeTypeSizeAndFlags(cursor)
        if let v = try cursor.optional("defaultSpacing") { defaultSpacing = try v.length() }
        if let v = try cursor.optional("defaultPadding") { defaultPadding = try v.length() }
        if let t = try cursor.optional("text") { text = try TextMetrics(t, base: text) }
        if let model = try cursor.optional("textModel") {
            textModel = TextModel(rawValue: try model.choice(TextModel.allCases.map(\.rawValue), what: "text model"))!
        }
        if let fonts = try cursor.optional("fonts") {
            let directory = try fonts.string()
            if directory.isEmpty {
                throw fonts.error(.mismatch(expected: "a font directory path", found: "an empty string"))
            }
            self.fonts = directory
        }
        if let insets = try cursor.optional("safeAreaInsets") { safeAreaInsets = try Self.safeAreaInsets(insets) }
    }

    /// `{"top", "leading", "bottom", "trailing"}`, each a length ≥ 0 (absent: 0): a view spec's
    /// `environment.safeAreaInsets` and a constraint spec's `safeAreaInsets`.
    static func safeAreaInsets(_ cursor: JSONCursor) throws(SpecError) -> EdgeInsets {
        guard case .object = cursor.value else { throw cursor.mismatch("{top, leading, bottom, trailing}") }
        try cursor.checkKeys(["top", "leading", "bottom", "trailing"], what: "safe-area insets")
        return EdgeInsets(
            top: try cursor.optional("top")?.length() ?? 0,
            leading: try cursor.optional("leading")?.length() ?? 0,
            bottom: try cursor.optional("bottom")?.length() ?? 0,
            trailing: try cursor.optional("trailing")?.length() ?? 0)
    }
}

extension TextMetrics {
    init(_ cursor: JSONCursor, base: TextMetrics) throws(SpecError) {
        self = base
        try cursor.checkKeys(["advance", "lineHeight", "ascent"], what: "text metrics")
        if let v = try cursor.optional("advance") { advance = try v.length() }
        if let v = try cursor.optional("lineHeight") { lineHeight = try v.length() }
        if let v = try cursor.optional("ascent") { ascent = try v.length() }
    }
}

/// Decodes view objects recursively, counting views and depth against the limits.
struct ViewDecoder {
    let environment: LayoutEnvironment
    let limits: SpecLimits
    /// The custom layouts a spec may name (nil: any name, checked by the engine).
    let layouts: (any CustomLayoutCatalog)?
    var viewCount = 0
    /// How many GeometryReaders enclose the view being decoded (lengths may be expressions).
    var geometryDepth = 0

    init(environment: LayoutEnvironment, limits: SpecLimits, layouts: (any CustomLayoutCatalog)?) {
        self.environment = environment
        self.limits = limits
        self.layouts = layouts
    }

    mutating func view(_ cursor: JSONCursor, depth: Int) throws(SpecError) -> ViewNode {
        viewCount += 1
        if viewCount > limits.maxViews {
            throw SpecError(.limitExceeded(.views(max: limits.maxViews)), at: .jsonPath(cursor.path))
        }
        let object = try cursor.object()
        _ = object
        let type = try cursor.required("type", "a view type").choice(ViewSpec.supportedTypes, what: "view type")
        let (kindCursor, expressions) = try extractViewExpressions(type, cursor)
        let kind = try self.kind(type, kindCursor)
        let id = try cursor.optional("id")?.string()
        let modifiersCursor = try cursor.optional("modifiers")?.array() ?? []
        let levels = depth + modifiersCursor.count
        if levels > limits.maxDepth {
            throw SpecError(
                .limitExceeded(.nestingDepth(levels: levels, max: limits.maxDepth)), at: .jsonPath(cursor.path))
        }
        var modifiers: [ModifierNode] = []
        modifiers.reserveCapacity(modifiersCursor.count)
        for m in modifiersCursor { modifiers.append(try modifier(m, depth: levels)) }
        var children: [ViewNode] = []
        if let special = try specialChildren(kind, cursor, depth: levels + 1) {
            children = special
        } else if kind.isContainer {
            let items = try cursor.optional("children")?.array() ?? []
            children.reserveCapacity(items.count)
            for item in items { children.append(try view(item, depth: levels + 1)) }
        }
        if case .geometryReader = kind { children = [try geometryContent(cursor, depth: levels + 1)] }
        var node = ViewNode(kind, id: id, modifiers: modifiers, children: children)
        node.expressions = expressions
        return node
    }

    func kind(_ type: String, _ cursor: JSONCursor) throws(SpecError) -> ViewKind {
        let common = ["type", "id", "modifiers"]
        switch type {
        case "Text", "GeometryReader", "ViewThatFits": return try contentKind(type, cursor, common: common)
        case "LazyVGrid", "LazyHGrid": return try lazyGrid(type, cursor)
        case "Grid", "GridRow": return try eagerGrid(type, cursor)
        case "ScrollView": return try scrollView(cursor)
        case "ForEach": return try forEach(cursor)
        case "Layout": return try customLayout(cursor)
        case "AnyLayout": return try anyLayout(cursor)
        case "Spacer":
            try cursor.checkKeys(common + ["minLength"], what: "a Spacer")
            return .spacer(minLength: try cursor.optional("minLength")?.length())
        case "Image":
            if try cursor.optional("systemName") != nil {
                return .symbolImage(try SymbolImage(cursor, otherKeys: common, what: "a symbol Image"))
            }
            try cursor.checkKeys(common + ["width", "height", "resizable", "name"], what: "an Image")
            return .image(
                width: try cursor.required("width", "the image's width").length(),
                height: try cursor.required("height", "the image's height").length(),
                resizable: try cursor.optional("resizable")?.bool() ?? false)
        case "HStack":
            try cursor.checkKeys(common + ["alignment", "spacing", "children"], what: "an HStack")
            let alignment = try cursor.optional("alignment")?.choice(
                VerticalAlignment.allCases.map(\.rawValue), what: "HStack alignment")
            return .hStack(
                alignment: alignment.flatMap(VerticalAlignment.init(rawValue:)) ?? .center,
                spacing: try cursor.optional("spacing")?.number())
        case "VStack":
            try cursor.checkKeys(common + ["alignment", "spacing", "children"], what: "a VStack")
            let alignment = try cursor.optional("alignment")?.choice(
                HorizontalAlignment.allCases.map(\.rawValue), what: "VStack alignment")
            return .vStack(
                alignment: alignment.flatMap(HorizontalAlignment.init(rawValue:)) ?? .center,
                spacing: try cursor.optional("spacing")?.number())
        case "ZStack":
            try cursor.checkKeys(common + ["alignment", "spacing", "children"], what: "a ZStack")
            return .zStack(alignment: try cursor.optional("alignment").map(Self.alignment) ?? .center)
        default:
            let shape = ShapeKind(rawValue: type) ?? .color
            try cursor.checkKeys(common + (shape == .color ? ["color"] : ["cornerRadius"]), what: "a \(type)")
            return .shape(shape)
        }
    }

    static func alignment(_ cursor: JSONCursor) throws(SpecError) -> Alignment {
        let name = try cursor.choice(Alignment.named.map(\.name), what: "alignment")
        return Alignment.named.first { $0.name == name }!.value
    }
}
