/// Decoding of `ForEach`, custom `Layout`, `AnyLayout` and the environment's dynamic type
/// size and user flags (FORMATS.md §1).
extension ViewDecoder {
    /// The container types an `AnyLayout` case may name.
    static let anyLayoutTypes = ["VStack", "HStack", "ZStack", "LazyVGrid", "LazyHGrid", "Grid", "Layout"]

    func forEach(_ cursor: JSONCursor) throws(SpecError) -> ViewKind {
        try cursor.checkKeys(["type", "id", "modifiers", "count", "content"], what: "a ForEach")
        let count = try cursor.required("count", "how many times the content repeats").length()
        guard count == count.rounded() else {
            throw cursor.error(
                .mismatch(expected: "a whole number", found: JSONWriter.formatNumber(count)), key: "count")
        }
        guard count <= Double(limits.maxViews) else {
            throw SpecError(
                .limitExceeded(.forEachViews(max: limits.maxViews)), at: .jsonPath(cursor.path(of: "count")))
        }
        return .forEach(count: Int(count))
    }

    func customLayout(_ cursor: JSONCursor) throws(SpecError) -> ViewKind {
        try cursor.checkKeys(["type", "id", "modifiers", "name", "parameters", "children"], what: "a Layout")
        let nameCursor = try cursor.required("name", "the name of a registered layout")
        let name = try nameCursor.string()
        let parameters = try cursor.optional("parameters")
        if let layouts {
            let names = layouts.layoutNames
            guard names.contains(name) else {
                throw nameCursor.error(.unknownName(name, kind: "layout", allowed: names))
            }
            if let parameters { _ = try parameters.object() }
            try layouts.checkParameters(ofLayout: name, parameters)
        } else if let parameters {
            _ = try parameters.object()
        }
        return .customLayout(name: name, parameters: parameters?.value)
    }

    func anyLayout(_ cursor: JSONCursor) throws(SpecError) -> ViewKind {
        try cursor.checkKeys(["type", "id", "modifiers", "cases", "default", "children"], what: "an AnyLayout")
        var cases: [AnyLayoutSpec.Case] = []
        for entry in try cursor.optional("cases")?.array() ?? [] {
            try entry.checkKeys(["when", "layout"], what: "an AnyLayout case")
            let when = try entry.required("when", "a condition such as \"dynamicTypeSize >= accessibility1\"")
            let text = try when.string()
            let condition: EnvironmentCondition
            do throws(ConditionSyntaxError) {
                condition = try EnvironmentCondition(parsing: text)
            } catch {
                throw when.error(error.problem)
            }
            cases.append(
                AnyLayoutSpec.Case(condition: condition, layout: try layout(entry.required("layout", "a layout"))))
        }
        let fallback = try cursor.optional("default").map { (c: JSONCursor) throws(SpecError) in try layout(c) }
        return .anyLayout(AnyLayoutSpec(cases: cases, defaultLayout: fallback))
    }

    /// A container kind without children (`{"type": "VStack", "spacing": 0}`).
    private func layout(_ cursor: JSONCursor) throws(SpecError) -> ViewKind {
        let type = try cursor.required("type", "a layout type").choice(Self.anyLayoutTypes, what: "layout type")
        for key in ["children", "sections", "id", "modifiers"] where try cursor.optional(key) != nil {
            throw cursor.error(.memberOfContainer(key, container: "AnyLayout"), key: key)
        }
        return try kind(type, cursor)
    }
}

extension LayoutEnvironment {
    /// Reads `dynamicTypeSize`, the size classes and `flags` (`{"isVertical": true}`) of an
    /// environment object.
    mutating func decodeTypeSizeAndFlags(_ cursor: JSONCursor) throws(SpecError) {
        horizontalSizeClass = try Self.sizeClass(cursor, "horizontalSizeClass")
        verticalSizeClass = try Self.sizeClass(cursor, "verticalSizeClass")
        if let size = try cursor.optional("dynamicTypeSize") {
            let name = try size.choice(DynamicTypeSize.allCases.map(\.rawValue), what: "dynamic type size")
            dynamicTypeSize = DynamicTypeSize(rawValue: name)
        }
        if let flagsCursor = try cursor.optional("flags") {
            for key in try flagsCursor.object().keys {
                flags[key] = try flagsCursor.required(key, "true or false").bool()
            }
        }
    }

    /// The size class under `key` (`"compact"` or `"regular"`), nil when absent.
    package static func sizeClass(_ cursor: JSONCursor, _ key: String) throws(SpecError) -> UserInterfaceSizeClass? {
        guard let value = try cursor.optional(key) else { return nil }
        return UserInterfaceSizeClass(
            rawValue: try value.choice(UserInterfaceSizeClass.allCases.map(\.rawValue), what: "size class"))
    }
}
