/// Canonical JSON for the view kinds and modifiers beyond stacks and frames (text, grids,
/// scroll views, ForEach, custom layouts, AnyLayout, GeometryReader, ViewThatFits, secondary
/// views), in the member order of their decoders; defaults left out.
extension ViewKind {
    var extendedMembers: [JSONMember] {
        switch self {
        case .text(let text):
            var members = [JSONMember("text", .string(text.text))]
            let font = FontMembers.json(
                size: text.fontSize, style: text.fontStyle, weight: text.fontWeight, name: text.fontName,
                relativeTo: text.fontRelativeTo, italic: text.fontItalic)
            if !font.isEmpty { members.append(JSONMember("font", .object(JSONObject(font)))) }
            if let limit = text.lineLimit { members.append(JSONMember("lineLimit", .number(Double(limit)))) }
            if let m = text.metrics { members.append(JSONMember("metrics", m.json)) }
            members += JSONValue.members([
                ("lineSpacing", text.lineSpacing.map { .number($0) }),
                ("truncationMode", text.truncationMode.map { .string($0.rawValue) }),
                ("multilineTextAlignment", text.alignment.map { .string($0.rawValue) }),
                ("minimumScaleFactor", text.minimumScaleFactor.map { .number($0) }),
                ("kerning", text.kerning.map { .number($0) }), ("tracking", text.tracking.map { .number($0) }),
            ])
            return members
        case .viewThatFits(let horizontal, let vertical):
            if horizontal && vertical { return [] }
            let axes = (horizontal ? ["horizontal"] : []) + (vertical ? ["vertical"] : [])
            return [JSONMember("in", .array(axes.map { .string($0) }))]
        case .lazyGrid(let grid):
            var members = [
                JSONMember(grid.axis == .vertical ? "columns" : "rows", .array(grid.items.map(\.json)))
            ]
            if let a = grid.alignment {
                let name = grid.axis == .vertical ? a.horizontal.rawValue : a.vertical.rawValue
                members.append(JSONMember("alignment", .string(name)))
            }
            if let spacing = grid.spacing { members.append(JSONMember("spacing", .number(spacing))) }
            if let pinned = grid.pinnedViews {
                members.append(JSONMember("pinnedViews", .array(pinned.map { .string($0.rawValue) })))
            }
            return members
        case .grid(let grid):
            return JSONValue.members([
                ("alignment", grid.alignment.flatMap(\.name).map(JSONValue.string)),
                ("horizontalSpacing", grid.horizontalSpacing.map(JSONValue.number)),
                ("verticalSpacing", grid.verticalSpacing.map(JSONValue.number)),
            ])
        case .gridRow(let alignment):
            return alignment.map { [JSONMember("alignment", .string($0.rawValue))] } ?? []
        case .scrollView(let scroll):
            var members: [JSONMember] = []
            if let axes = scroll.axes {
                members.append(
                    JSONMember("axes", .array(axes.map { .string($0 == .vertical ? "vertical" : "horizontal") })))
            }
            if let o = scroll.contentOffset {
                members.append(JSONMember("contentOffset", .object([("x", .number(o.x)), ("y", .number(o.y))])))
            }
            return members
        case .forEach(let count):
            return [JSONMember("count", .number(Double(count)))]
        case .customLayout(let name, let parameters):
            return [JSONMember("name", .string(name))] + (parameters.map { [JSONMember("parameters", $0)] } ?? [])
        case .anyLayout(let any):
            var members: [JSONMember] = []
            if !any.cases.isEmpty {
                let cases = any.cases.map { c in
                    JSONValue.object([("when", .string(c.condition.source)), ("layout", c.layout.layoutJSON)])
                }
                members.append(JSONMember("cases", .array(cases)))
            }
            if let fallback = any.defaultLayout { members.append(JSONMember("default", fallback.layoutJSON)) }
            return members
        default:
            return []
        }
    }

    /// An AnyLayout case's layout: `{ "type": …, <its members> }`.
    var layoutJSON: JSONValue {
        .object(JSONObject([JSONMember("type", .string(typeName))] + jsonMembers))
    }
}

extension GridItem {
    var json: JSONValue {
        let size: JSONValue
        switch self.size {
        case .fixed(let length):
            size = .object([("fixed", .number(length))])
        case .flexible(let minimum, let maximum):
            size = .object([
                (
                    "flexible",
                    .object([
                        ("minimum", minimum == 10 ? nil : .number(minimum)),
                        ("maximum", maximum == .infinity ? nil : .number(maximum)),
                    ])
                )
            ])
        case .adaptive(let minimum, let maximum):
            size = .object([
                (
                    "adaptive",
                    .object([("minimum", .number(minimum)), ("maximum", maximum == .infinity ? nil : .number(maximum))])
                )
            ])
        }
        return .object([
            ("size", size), ("spacing", spacing.map(JSONValue.number)),
            ("alignment", alignment.flatMap(\.name).map(JSONValue.string)),
        ])
    }
}

extension Modifier {
    var extendedMembers: [JSONMember] {
        switch self {
        case .alignmentGuide(let guide):
            let value: JSONValue =
                guide.value.source.isEmpty ? .number(guide.value.constantValue ?? 0) : .string(guide.value.source)
            return [
                JSONMember("alignmentGuide", .object([("guide", .string(guide.guide.rawValue)), ("value", value)]))
            ]
        case .background(let secondary), .overlay(let secondary):
            let key = if case .background = self { "background" } else { "overlay" }
            var members = [JSONMember(key, secondary.view.json)]
            if secondary.alignment != .center, let name = secondary.alignment.name {
                members.append(JSONMember("alignment", .string(name)))
            }
            return members
        case .offset(let x, let y):
            return [JSONMember("offset", .object([("x", .number(x)), ("y", .number(y))]))]
        case .aspectRatio(let ratio, let mode):
            return [
                JSONMember(
                    "aspectRatio",
                    .object([
                        ("ratio", ratio.map(JSONValue.number)),
                        ("contentMode", mode == .fit ? nil : .string(mode.rawValue)),
                    ]))
            ]
        case .border(let width):
            return [JSONMember("border", .object([("width", .number(width))]))]
        case .containerRelativeFrame(let frame):
            return [JSONMember("containerRelativeFrame", frame.json)]
        default:
            return safeAreaJSON ?? []
        }
    }
}

extension ViewNode {
    /// `children` (containers), a ForEach's or GeometryReader's `content`, or a sectioned
    /// grid's `sections`.
    var childMembers: [JSONMember] {
        switch kind {
        case .forEach, .geometryReader:
            return children.first.map { [JSONMember("content", $0.json)] } ?? []
        case .lazyGrid(let grid):
            guard let sections = grid.sections else { break }
            var rest = children[...]
            var list: [JSONValue] = []
            for section in sections {
                var members: [JSONMember] = []
                if section.hasHeader, let header = rest.popFirst() { members.append(JSONMember("header", header.json)) }
                let items = rest.prefix(section.childCount)
                rest = rest.dropFirst(section.childCount)
                members.append(JSONMember("children", .array(items.map(\.json))))
                if section.hasFooter, let footer = rest.popFirst() { members.append(JSONMember("footer", footer.json)) }
                list.append(.object(JSONObject(members)))
            }
            return [JSONMember("sections", .array(list))]
        default:
            break
        }
        guard kind.isContainer || !children.isEmpty, !children.isEmpty else { return [] }
        return [JSONMember("children", .array(children.map(\.json)))]
    }
}

extension TextMetrics {
    var json: JSONValue {
        .object([("advance", .number(advance)), ("lineHeight", .number(lineHeight)), ("ascent", .number(ascent))])
    }
}

extension LayoutEnvironment {
    /// Safe-area insets as `{"top", "leading", "bottom", "trailing"}`, all four members (a view
    /// spec's `environment.safeAreaInsets` and a constraint spec's `safeAreaInsets`).
    static func safeAreaInsetsJSON(_ insets: EdgeInsets) -> JSONValue {
        let edges = [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom)]
        return .object(JSONObject((edges + [("trailing", insets.trailing)]).map { JSONMember($0, .number($1)) }))
    }

    /// The environment's members that differ from the defaults, or nil when none do.
    var json: JSONValue? {
        let base = LayoutEnvironment()
        var members: [JSONMember] = []
        if defaultSpacing != base.defaultSpacing {
            members.append(JSONMember("defaultSpacing", .number(defaultSpacing)))
        }
        if defaultPadding != base.defaultPadding {
            members.append(JSONMember("defaultPadding", .number(defaultPadding)))
        }
        if text != base.text { members.append(JSONMember("text", text.json)) }
        if let size = dynamicTypeSize { members.append(JSONMember("dynamicTypeSize", .string(size.rawValue))) }
        if let horizontalSizeClass {
            members.append(JSONMember("horizontalSizeClass", .string(horizontalSizeClass.rawValue)))
        }
        if let verticalSizeClass {
            members.append(JSONMember("verticalSizeClass", .string(verticalSizeClass.rawValue)))
        }
        if textModel != base.textModel { members.append(JSONMember("textModel", .string(textModel.rawValue))) }
        if let fonts { members.append(JSONMember("fonts", .string(fonts))) }
        if safeAreaInsets != base.safeAreaInsets {
            members.append(JSONMember("safeAreaInsets", Self.safeAreaInsetsJSON(safeAreaInsets)))
        }
        if !flags.isEmpty {
            // Sorted: a Dictionary's order is not deterministic.
            let sorted = flags.keys.sorted().map { JSONMember($0, .bool(flags[$0]!)) }
            members.append(JSONMember("flags", .object(JSONObject(sorted))))
        }
        return members.isEmpty ? nil : .object(JSONObject(members))
    }
}

extension JSONValue {
    /// The members whose value is given, in order.
    static func members(_ members: [(String, JSONValue?)]) -> [JSONMember] {
        members.compactMap { key, value in value.map { JSONMember(key, $0) } }
    }
}
