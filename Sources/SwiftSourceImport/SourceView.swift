import LayoutCore

/// A 1-based line and column in the Swift file being imported.
struct SourcePlace: Sendable, Equatable {
    var line: Int
    var column: Int
}

/// A view read from Swift source, before it becomes `layoutlab.view/1` JSON: its spec
/// members, modifiers and children, each with the place it was written (so that an error the
/// spec decoder finds is reported at the Swift source).
struct SourceView {
    /// The spec's `type` (`VStack`, `Text`…); `Section` only inside lazy grids.
    var type: String
    /// The kind's own members (`alignment`, `spacing`, `text`…), in spec order.
    var attributes: [JSONMember] = []
    var id: String?
    var modifiers: [SourceModifier] = []
    var children: [SourceView] = []
    /// A `Section`'s header and footer (zero or one view each).
    var header: [SourceView] = []
    var footer: [SourceView] = []
    var place: SourcePlace

    init(_ type: String, at place: SourcePlace, attributes: [JSONMember] = [], children: [SourceView] = []) {
        self.type = type
        self.place = place
        self.attributes = attributes
        self.children = children
    }

    /// The id slot `.id("…")` / `.accessibilityIdentifier("…")` fills: the view as modified
    /// so far (the base view, or the outermost modifier's view).
    var nameIsTaken: Bool { modifiers.last.map { $0.id != nil } ?? (id != nil) }

    mutating func name(_ name: String) {
        if modifiers.isEmpty { id = name } else { modifiers[modifiers.count - 1].id = name }
    }

    /// Every Text in this view and its descendants (for `.font` and `.lineLimit`, which
    /// SwiftUI passes down the environment).
    mutating func forEachText(_ body: (inout SourceView) -> Void) {
        if type == "Text" { body(&self) }
        for index in children.indices { children[index].forEachText(body) }
        for index in header.indices { header[index].forEachText(body) }
        for index in footer.indices { footer[index].forEachText(body) }
        for index in modifiers.indices {
            for inner in modifiers[index].secondary.indices { modifiers[index].secondary[inner].forEachText(body) }
        }
    }

    /// Calls `body` with every symbol image (`Image(systemName:)`) of this view's subtree.
    mutating func forEachSymbolImage(_ body: (inout SourceView) -> Void) {
        if type == "Image", attribute("systemName") != nil { body(&self) }
        for index in children.indices { children[index].forEachSymbolImage(body) }
        for index in header.indices { header[index].forEachSymbolImage(body) }
        for index in footer.indices { footer[index].forEachSymbolImage(body) }
        for index in modifiers.indices {
            for inner in modifiers[index].secondary.indices {
                modifiers[index].secondary[inner].forEachSymbolImage(body)
            }
        }
    }

    func attribute(_ key: String) -> JSONValue? { attributes.first { $0.key == key }?.value }

    mutating func setAttribute(_ key: String, _ value: JSONValue) {
        if let index = attributes.firstIndex(where: { $0.key == key }) {
            attributes[index].value = value
        } else {
            attributes.append(JSONMember(key, value))
        }
    }

    /// The spec JSON of this view at `path`, recording where each view and modifier came from.
    func json(at path: String, places: inout [(path: String, place: SourcePlace)]) -> JSONValue {
        places.append((path, place))
        var object = JSONObject([JSONMember("type", .string(type))])
        if let id { object["id"] = .string(id) }
        for member in attributes { object[member.key] = member.value }
        if !modifiers.isEmpty {
            var list: [JSONValue] = []
            for (index, modifier) in modifiers.enumerated() {
                list.append(modifier.json(at: path + ".modifiers[\(index)]", places: &places))
            }
            object["modifiers"] = .array(list)
        }
        if type == "GeometryReader", let content = children.first {
            object["content"] = content.json(at: path + ".content", places: &places)
        } else if children.contains(where: { $0.type == "Section" }) {
            object["sections"] = .array(sectionsJSON(at: path + ".sections", places: &places))
        } else if !children.isEmpty {
            var list: [JSONValue] = []
            for (index, child) in children.enumerated() {
                list.append(child.json(at: path + ".children[\(index)]", places: &places))
            }
            object["children"] = .array(list)
        }
        return .object(object)
    }

    /// A lazy grid's `sections`: each `Section`, and each run of other views as a section of
    /// its own (no header, no footer), as SwiftUI lays them out.
    private func sectionsJSON(at path: String, places: inout [(path: String, place: SourcePlace)]) -> [JSONValue] {
        var groups: [SourceView] = []
        for child in children {
            if child.type == "Section" {
                groups.append(child)
            } else if let last = groups.last, last.type == "_run" {
                groups[groups.count - 1].children.append(child)
            } else {
                groups.append(SourceView("_run", at: child.place, children: [child]))
            }
        }
        var result: [JSONValue] = []
        for (index, group) in groups.enumerated() {
            let sectionPath = path + "[\(index)]"
            places.append((sectionPath, group.place))
            var object = JSONObject()
            if let header = group.header.first {
                object["header"] = header.json(at: sectionPath + ".header", places: &places)
            }
            var list: [JSONValue] = []
            for (offset, child) in group.children.enumerated() {
                list.append(child.json(at: sectionPath + ".children[\(offset)]", places: &places))
            }
            object["children"] = .array(list)
            if let footer = group.footer.first {
                object["footer"] = footer.json(at: sectionPath + ".footer", places: &places)
            }
            result.append(.object(object))
        }
        return result
    }
}

/// One modifier read from Swift source: the spec key and argument (or the secondary view of
/// `background`/`overlay`), the id naming the view it produces, and its place.
struct SourceModifier {
    var key: String
    var argument: JSONValue
    /// The view of `.background`/`.overlay`/`.safeAreaInset` (one element).
    var secondary: [SourceView] = []
    /// The member of `argument` that holds the `secondary` view (`content` for
    /// `.safeAreaInset`); nil: the view is the modifier's argument itself.
    var contentKey: String? = nil
    var alignment: String?
    var id: String?
    var place: SourcePlace

    func json(at path: String, places: inout [(path: String, place: SourcePlace)]) -> JSONValue {
        places.append((path, place))
        var object = JSONObject()
        if let view = secondary.first, let contentKey, case .object(var members) = argument {
            members[contentKey] = view.json(at: path + "." + key + "." + contentKey, places: &places)
            object[key] = .object(members)
        } else if let view = secondary.first {
            object[key] = view.json(at: path + "." + key, places: &places)
            if let alignment { object["alignment"] = .string(alignment) }
        } else {
            object[key] = argument
        }
        if let id { object["id"] = .string(id) }
        return .object(object)
    }
}
