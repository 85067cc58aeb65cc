extension ConstraintSpec {
    /// Decodes a `layoutlab.constraints/1` document and checks ids, parents and limits.
    package init(json: JSONValue, limits: SpecLimits = .standard) throws(SpecError) {
        let document = JSONCursor(json)
        try document.checkKeys(
            [
                "format", "name", "metrics", "views", "constraints", "stackViews", "layoutDirection", "dynamicTypeSize",
                "horizontalSizeClass", "verticalSizeClass", "variations", "safeAreaInsets",
            ],
            what: "a constraint spec")
        let format = try document.required("format", "\"\(ConstraintSpec.format)\"").string()
        guard format == ConstraintSpec.format else {
            throw document.error(
                .mismatch(expected: "\"\(ConstraintSpec.format)\"", found: "\"\(format)\""), key: "format")
        }
        self.init(name: try document.optional("name")?.string() ?? "")
        if let direction = try document.optional("layoutDirection") {
            isRightToLeft =
                try direction.choice(["leftToRight", "rightToLeft"], what: "layout direction") == "rightToLeft"
        }
        if let size = try document.optional("dynamicTypeSize") {
            let name = try size.choice(DynamicTypeSize.allCases.map(\.rawValue), what: "dynamic type size")
            dynamicTypeSize = DynamicTypeSize(rawValue: name)
        }
        horizontalSizeClass = try LayoutEnvironment.sizeClass(document, "horizontalSizeClass")
        verticalSizeClass = try LayoutEnvironment.sizeClass(document, "verticalSizeClass")
        if let insets = try document.optional("safeAreaInsets") {
            safeAreaInsets = try LayoutEnvironment.safeAreaInsets(insets)
        }
        if let metricsCursor = try document.optional("metrics") {
            for member in try metricsCursor.object().members {
                let cursor = JSONCursor(member.value, path: metricsCursor.path(of: member.key))
                try Self.checkIdentifier(member.key, cursor, what: "metric name")
                metrics.append(Metric(name: member.key, value: try cursor.number()))
            }
        }
        let viewItems = try document.optional("views")?.array() ?? []
        let constraintItems = try document.optional("constraints")?.array() ?? []
        let stackItems = try document.optional("stackViews")?.array() ?? []
        if viewItems.count + stackItems.count > limits.maxViews {
            throw SpecError(.limitExceeded(.views(max: limits.maxViews)), at: .jsonPath("views"))
        }
        if constraintItems.count > limits.maxConstraints {
            throw SpecError(
                .limitExceeded(.constraints(count: constraintItems.count, max: limits.maxConstraints)),
                at: .jsonPath("constraints"))
        }
        views = try viewItems.map { (c: JSONCursor) throws(SpecError) in try ConstraintView(c) }
        constraints = try constraintItems.map { (c: JSONCursor) throws(SpecError) in try ConstraintEntry(c) }
        variations = try ConstraintVariation.decodeList(
            document.optional("variations"), already: constraintItems.count, max: limits.maxConstraints)
        stackViews = try stackItems.map { (c: JSONCursor) throws(SpecError) in try StackViewSpec(c) }
        try validateViews()
    }

    static func checkIdentifier(_ text: String, _ cursor: JSONCursor, what: String) throws(SpecError) {
        guard ConstraintSpec.isIdentifier(text) else {
            throw cursor.error(.invalidIdentifier(text, kind: what))
        }
    }

    /// Whether `text` matches `[A-Za-z_][A-Za-z0-9_-]*` (ids, metric names, identifiers).
    package static func isIdentifier<S: StringProtocol>(_ text: S) -> Bool {
        guard let first = text.utf8.first, isIdentifierStart(first) else { return false }
        return text.utf8.dropFirst().allSatisfy(isIdentifierContinue)
    }
    @inlinable package static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95
    }
    @inlinable package static func isIdentifierContinue(_ c: UInt8) -> Bool {
        isIdentifierStart(c) || (c >= 48 && c <= 57) || c == 45
    }

    /// Unique ids, `root` and `safeArea` not redefined, known parents, no parent cycle, known arranged views,
    /// variations naming stack views.
    private func validateViews() throws(SpecError) {
        var paths: [String: String] = [ConstraintSpec.rootID: "(implicit)"]
        var parents: [String: String] = [:]
        let declared = views.map { ($0.id, $0.parent, $0.path) } + stackViews.map { ($0.id, $0.parent, $0.path) }
        for (id, parent, path) in declared {
            if id == ConstraintSpec.rootID || id == ConstraintSpec.safeAreaID {
                throw SpecError(.reservedID(id), at: .jsonPath(path + ".id"))
            }
            if let first = paths[id] {
                throw SpecError(.duplicateID(id, kind: "view id", firstAt: first), at: .jsonPath(path + ".id"))
            }
            paths[id] = path
            parents[id] = parent
        }
        for (id, parent, path) in declared {
            guard paths[parent] != nil else {
                throw SpecError(
                    .unknownReference(parent, kind: "parent", context: "of view \"\(id)\""),
                    at: .jsonPath(path + ".parent"))
            }
            var current = parent
            var steps = 0
            while current != ConstraintSpec.rootID, let next = parents[current] {
                steps += 1
                if current == id || steps > declared.count {
                    throw SpecError(.parentCycle(through: id), at: .jsonPath(path + ".parent"))
                }
                current = next
            }
        }
        for stack in stackViews {
            for (index, arranged) in stack.arrangedSubviews.enumerated()
            where paths[arranged] == nil || arranged == ConstraintSpec.rootID {
                throw SpecError(
                    .unknownReference(arranged, kind: "arranged subview", context: nil),
                    at: .jsonPath(stack.path + ".arrangedSubviews[\(index)]"))
            }
        }
        for override in variations.flatMap(\.stackViews) where !stackViews.contains(where: { $0.id == override.id }) {
            throw SpecError(
                .unknownReference(override.id, kind: "stack view", context: "(not one of the spec's stackViews)"),
                at: .jsonPath(override.path + ".id"))
        }
    }
}

extension ConstraintView {
    init(_ cursor: JSONCursor) throws(SpecError) {
        try cursor.checkKeys(
            [
                "id", "parent", "label", "intrinsicSize", "hugging", "compressionResistance", "layoutMargins",
                "baseline", "text", "image",
            ],
            what: "a view")
        let id = try cursor.required("id", "the view's id").string()
        try ConstraintSpec.checkIdentifier(id, try cursor.required("id", ""), what: "view id")
        self.init(id: id, parent: try cursor.optional("parent")?.string() ?? ConstraintSpec.rootID, path: cursor.path)
        label = try cursor.optional("label")?.string()
        if let size = try cursor.optional("intrinsicSize") {
            try size.checkKeys(["width", "height"], what: "intrinsicSize")
            intrinsicWidth = try size.optional("width")?.length()
            intrinsicHeight = try size.optional("height")?.length()
        }
        if let label = try cursor.optional("text") { text = try LabelText(label) }
        if let image = try cursor.optional("image") {
            if text != nil {
                throw cursor.error(.mismatch(expected: "a label's text or a symbol image", found: "both"), key: "image")
            }
            symbolImage = try SymbolImage(image, otherKeys: [], what: "a symbol image")
        }
        if let text = try cursor.optional("baseline") {
            try text.checkKeys(["first", "last"], what: "baseline")
            let first = try text.required("first", "the first baseline's offset from the top").length()
            baseline = TextBaselines(first: first, last: try text.optional("last")?.length() ?? first)
        }
        func priorities(_ key: String, _ h: inout Double, _ v: inout Double) throws(SpecError) {
            guard let pair = try cursor.optional(key) else { return }
            try pair.checkKeys(["horizontal", "vertical"], what: key)
            if let p = try pair.optional("horizontal") { h = try ConstraintEntry.priority(p) }
            if let p = try pair.optional("vertical") { v = try ConstraintEntry.priority(p) }
        }
        try priorities("hugging", &huggingHorizontal, &huggingVertical)
        try priorities("compressionResistance", &compressionResistanceHorizontal, &compressionResistanceVertical)
        if let margins = try cursor.optional("layoutMargins") {
            if case .number = margins.value {
                layoutMargins = EdgeInsets(all: try margins.number())
            } else {
                try margins.checkKeys(["top", "leading", "bottom", "trailing"], what: "layoutMargins")
                layoutMargins = EdgeInsets(
                    top: try margins.optional("top")?.number() ?? 8,
                    leading: try margins.optional("leading")?.number() ?? 8,
                    bottom: try margins.optional("bottom")?.number() ?? 8,
                    trailing: try margins.optional("trailing")?.number() ?? 8)
            }
        }
    }
}

extension ConstraintEntry {
    init(_ cursor: JSONCursor) throws(SpecError) {
        if case .string(let text) = cursor.value {
            self = .text(text, path: cursor.path)
            return
        }
        guard case .object = cursor.value else {
            throw cursor.mismatch("a constraint string or object")
        }
        try cursor.checkKeys(
            ["first", "relation", "second", "multiplier", "constant", "priority", "identifier"], what: "a constraint")
        let relationText = try cursor.required("relation", "==, <= or >=").choice(
            LayoutRelation.allCases.map(\.rawValue), what: "relation")
        var object = ConstraintObject(
            first: try cursor.required("first", "item.attribute").string(),
            relation: LayoutRelation(rawValue: relationText)!)
        object.second = try cursor.optional("second")?.string()
        if let m = try cursor.optional("multiplier") { object.multiplier = try m.number() }
        if let c = try cursor.optional("constant") { object.constant = try c.number() }
        if let p = try cursor.optional("priority") { object.priority = try Self.priority(p) }
        if let i = try cursor.optional("identifier") {
            let text = try i.string()
            try ConstraintSpec.checkIdentifier(text, i, what: "identifier")
            object.identifier = text
        }
        self = .object(object, path: cursor.path)
    }

    /// A priority: a number in 1…1000 or a name (`required`, `defaultHigh`…).
    static func priority(_ cursor: JSONCursor) throws(SpecError) -> Double {
        if case .string(let name) = cursor.value {
            guard let value = NamedPriority.value(of: name) else {
                throw cursor.error(
                    .unknownName(name, kind: "priority", allowed: ["1…1000"] + NamedPriority.all.map(\.name)))
            }
            return value
        }
        let value = try cursor.number()
        guard value >= 1 && value <= 1000 else {
            throw cursor.error(.outOfRange(what: "priority", value: value, expected: "1…1000"))
        }
        return value
    }
}

extension StackViewSpec {
    init(_ cursor: JSONCursor) throws(SpecError) {
        try cursor.checkKeys(
            [
                "id", "parent", "axis", "distribution", "alignment", "spacing", "arrangedSubviews",
                "baselineRelativeArrangement",
            ], what: "a stack view")
        let idCursor = try cursor.required("id", "the stack view's id")
        let id = try idCursor.string()
        try ConstraintSpec.checkIdentifier(id, idCursor, what: "view id")
        let axis = try cursor.required("axis", "horizontal or vertical").choice(
            ["horizontal", "vertical"], what: "axis")
        let distribution = try cursor.optional("distribution")?.choice(
            Distribution.allCases.map(\.rawValue), what: "distribution")
        let alignment = try cursor.optional("alignment")?.choice(
            StackAlignment.allCases.map(\.rawValue), what: "alignment")
        self.init(
            id: id, parent: try cursor.optional("parent")?.string() ?? ConstraintSpec.rootID,
            axis: axis == "horizontal" ? .horizontal : .vertical,
            distribution: distribution.flatMap(Distribution.init(rawValue:)) ?? .fill,
            alignment: alignment.flatMap(StackAlignment.init(rawValue:)) ?? .fill,
            spacing: try cursor.optional("spacing")?.number() ?? 0,
            arrangedSubviews: try (try cursor.required("arrangedSubviews", "a list of view ids").array()).map {
                (c: JSONCursor) throws(SpecError) in try c.string()
            },
            path: cursor.path)
        isBaselineRelativeArrangement = try cursor.optional("baselineRelativeArrangement")?.bool() ?? false
    }
}
