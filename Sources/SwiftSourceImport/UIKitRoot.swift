import LayoutCore
internal import SwiftSyntax

/// Which UIKit class of a file is laid out, running its setup code, and the
/// `layoutlab.constraints/1` spec its views and active constraints form.
enum UIKitRoot {
    /// The UIKit class to lay out: the named one, else the first UIViewController subclass,
    /// else the first UIView subclass (nil: the file has none).
    static func rootType(in declarations: FileDeclarations, named name: String?) -> TypeDeclaration? {
        let types = declarations.order.compactMap { declarations.types[$0] }
        let controllers = types.filter { $0.inherits(fromAnyOf: ["UIViewController"], in: declarations) }
        let views = types.filter { $0.inherits(fromAnyOf: ["UIView"], in: declarations) }
        if let name { return (controllers + views).first { $0.name == name } }
        return controllers.first ?? views.first
    }

    /// Runs the setup of `type` — a controller's `loadView` then `viewDidLoad` and its trait
    /// method (the spec's variations), a view's `init(frame:)` (or `init()`) — and returns
    /// the spec.
    static func spec(of type: TypeDeclaration, evaluator: Evaluator) throws -> ConstraintSpec {
        let model = UIKitModel(rootPlace: SourcePlace(line: 1, column: 1))
        evaluator.uikit = model
        let instance = Instance(type: type, arguments: [:])
        let scope = Scope(parent: nil, instance: instance)
        if type.inherits(fromAnyOf: ["UIViewController"], in: evaluator.declarations) {
            for method in ["loadView", "viewDidLoad"] {
                if let body = type.functions[method]?.body { try evaluator.run(body.statements, in: scope) }
            }
            try evaluator.readVariations(of: instance)
        } else {
            instance.selfView = 0
            let initializer = type.initializers.first { $0.hasFrameParameter } ?? type.initializers.first { $0.isPlain }
            if let body = initializer?.body { try evaluator.run(body.statements, in: scope) }
        }
        var places: [(path: String, place: SourcePlace)] = []
        let document = try json(model, name: type.name, places: &places)
        return try decode(document, model: model, places: places)
    }

    /// The spec JSON: views in hierarchy order, active constraints in activation order,
    /// autoresizing constraints for views that keep `translatesAutoresizingMaskIntoConstraints`.
    static func json(_ model: UIKitModel, name: String, places: inout [(path: String, place: SourcePlace)]) throws
        -> JSONValue
    {
        places = []
        let order = hierarchyOrder(model)
        var views: [JSONValue] = []
        var stacks: [JSONValue] = []
        var constraints: [JSONValue] = []
        for index in order {
            let view = model.views[index]
            var object = JSONObject([JSONMember("id", .string(model.id(index)))])
            if let parent = view.parent, parent != 0 { object["parent"] = .string(model.id(parent)) }
            if view.isStackView {
                object["axis"] = .string(view.axis)
                if let distribution = view.distribution { object["distribution"] = .string(distribution) }
                if let alignment = view.alignment { object["alignment"] = .string(alignment) }
                if let spacing = view.spacing { object["spacing"] = .number(spacing) }
                if view.isBaselineRelativeArrangement { object["baselineRelativeArrangement"] = .bool(true) }
                object["arrangedSubviews"] = .array(view.arranged.map { .string(model.id($0)) })
                places.append(("stackViews[\(stacks.count)]", view.place))
                stacks.append(.object(object))
                continue
            }
            if view.className == "UILayoutGuide" { object["label"] = .string(SwiftSource.layoutGuideLabel) }
            intrinsic(view, into: &object)
            places.append(("views[\(views.count)]", view.place))
            views.append(.object(object))
        }
        let active = model.constraints.enumerated().filter(\.element.isActive).sorted {
            $0.element.activationOrder < $1.element.activationOrder
        }
        for (_, constraint) in active {
            places.append(("constraints[\(constraints.count)]", constraint.place))
            constraints.append(try self.constraint(constraint, model))
        }
        for index in order where model.views[index].translatesAutoresizingMask && !model.views[index].isArranged {
            for member in autoresizing(index, model) {
                places.append(("constraints[\(constraints.count)]", model.views[index].place))
                constraints.append(member)
            }
        }
        var document = JSONObject([
            JSONMember("format", .string(ConstraintSpec.format)), JSONMember("name", .string(name)),
        ])
        if !model.metrics.isEmpty {
            document["metrics"] = .object(JSONObject(model.metrics.map { JSONMember($0.0, .number($0.1)) }))
        }
        document["views"] = .array(views)
        document["constraints"] = .array(constraints)
        if !stacks.isEmpty { document["stackViews"] = .array(stacks) }
        if !model.variations.isEmpty {
            document["variations"] = .array(try variations(model, places: &places))
        }
        return .object(document)
    }

    /// The views in the hierarchy under the root, parents before children, in the order
    /// they were added.
    private static func hierarchyOrder(_ model: UIKitModel) -> [Int] {
        var children = [[Int]](repeating: [], count: model.views.count)
        for index in model.views.indices.dropFirst() {
            if let parent = model.views[index].parent { children[parent].append(index) }
        }
        var result: [Int] = []
        var frontier = [0]
        var seen: Set<Int> = [0]
        while !frontier.isEmpty {
            var next: [Int] = []
            for parent in frontier {
                for index in children[parent] where seen.insert(index).inserted {
                    result.append(index)
                    next.append(index)
                }
            }
            frontier = next
        }
        return result
    }

    /// A label with text is a measured label (`"text"`: its string and font size, measured
    /// with the font by the constraint engine, README "Text"); other views keep their
    /// `intrinsicContentSize`; and the hugging and compression resistance the file set.
    private static func intrinsic(_ view: UIKitView, into object: inout JSONObject) {
        var width = view.intrinsicWidth
        var height = view.intrinsicHeight
        if view.className == "UILabel", let text = view.text, !text.isEmpty {
            (width, height) = (nil, nil)
            let label = view.label
            // `.preferredFont(forTextStyle:)`: the style (its Dynamic Type size); else the size.
            var font =
                label.fontStyle.map { [JSONMember("style", .string($0.rawValue))] }
                ?? [JSONMember("size", .number(view.fontSize))]
            if let weight = label.fontWeight { font.append(JSONMember("weight", .string(weight.rawValue))) }
            var members = [
                JSONMember("string", .string(text)), JSONMember("font", .object(JSONObject(font))),
            ]
            if label.numberOfLines != 1 {
                members.append(JSONMember("numberOfLines", .number(Double(label.numberOfLines))))
            }
            if label.lineBreakMode != .byTruncatingTail {
                members.append(JSONMember("lineBreakMode", .string(label.lineBreakMode.rawValue)))
            }
            if label.adjustsFontSizeToFitWidth { members.append(JSONMember("adjustsFontSizeToFitWidth", .bool(true))) }
            if label.minimumScaleFactor != 0 {
                members.append(JSONMember("minimumScaleFactor", .number(label.minimumScaleFactor)))
            }
            if label.kerning != 0 { members.append(JSONMember("kerning", .number(label.kerning))) }
            if label.tracking != 0 { members.append(JSONMember("tracking", .number(label.tracking))) }
            object["text"] = .object(JSONObject(members))
        }
        if let symbol = view.symbol {
            // A symbol image view: sized by its symbol in its font (no intrinsic size of its own).
            (width, height) = (nil, nil)
            var font: [JSONMember] = []
            if let size = symbol.fontSize { font.append(JSONMember("size", .number(size))) }
            if let style = symbol.fontStyle { font.append(JSONMember("style", .string(style.rawValue))) }
            if let weight = symbol.fontWeight { font.append(JSONMember("weight", .string(weight.rawValue))) }
            var members = [JSONMember("systemName", .string(symbol.systemName))]
            if !font.isEmpty { members.append(JSONMember("font", .object(JSONObject(font)))) }
            object["image"] = .object(JSONObject(members))
        }
        if width != nil || height != nil {
            var size = JSONObject()
            if let width { size["width"] = .number(width) }
            if let height { size["height"] = .number(height) }
            object["intrinsicSize"] = .object(size)
        }
        for (key, pair) in [("hugging", view.hugging), ("compressionResistance", view.compression)] {
            var priorities = JSONObject()
            if let horizontal = pair.horizontal { priorities["horizontal"] = .number(horizontal) }
            if let vertical = pair.vertical { priorities["vertical"] = .number(vertical) }
            if !priorities.members.isEmpty { object[key] = .object(priorities) }
        }
    }

    /// The trait method's variations as spec JSON: `when`, the constraints the block
    /// activates, the stack view properties it sets.
    private static func variations(_ model: UIKitModel, places: inout [(path: String, place: SourcePlace)]) throws
        -> [JSONValue]
    {
        var result: [JSONValue] = []
        for (i, variation) in model.variations.enumerated() {
            places.append(("variations[\(i)]", variation.place))
            var object = JSONObject([JSONMember("when", .string(variation.condition))])
            var constraints: [JSONValue] = []
            for index in variation.constraints {
                places.append(("variations[\(i)].constraints[\(constraints.count)]", model.constraints[index].place))
                constraints.append(try constraint(model.constraints[index], model))
            }
            if !constraints.isEmpty { object["constraints"] = .array(constraints) }
            if !variation.stackViews.isEmpty {
                object["stackViews"] = .array(
                    variation.stackViews.map { entry in
                        .object(
                            JSONObject(
                                [JSONMember("id", .string(model.id(entry.view)))]
                                    + entry.properties.map {
                                        JSONMember($0.0, $0.1)
                                    }))
                    })
            }
            result.append(.object(object))
        }
        return result
    }

    private static func constraint(_ constraint: UIKitConstraint, _ model: UIKitModel) throws -> JSONValue {
        switch constraint.form {
        case .anchors(let first, let relation, let second, let multiplier, let constant):
            try checkInHierarchy(first.0, model, constraint)
            var object = JSONObject([
                JSONMember("first", .string(model.id(first.0) + "." + first.1)),
                JSONMember("relation", .string(relation)),
            ])
            if let second {
                try checkInHierarchy(second.0, model, constraint)
                object["second"] = .string(model.id(second.0) + "." + second.1)
                if multiplier != 1 { object["multiplier"] = .number(multiplier) }
            }
            if constant != 0 { object["constant"] = .number(constant) }
            if constraint.priority != 1000 { object["priority"] = .number(constraint.priority) }
            if let identifier = constraint.identifier { object["identifier"] = .string(identifier) }
            return .object(object)
        case .visualFormat(let format, let views):
            for (_, index) in views { try checkInHierarchy(index, model, constraint) }
            return .string(renamed(format, views, model))
        }
    }

    private static func checkInHierarchy(_ index: Int, _ model: UIKitModel, _ constraint: UIKitConstraint) throws {
        if index == UIKitModel.safeAreaGuide { return }  // the root's guide
        var current: Int? = index
        var steps = 0
        while let view = current, view != 0, steps <= model.views.count {
            current = model.views[view].parent
            steps += 1
        }
        if current == nil {
            throw EvaluationError(place: constraint.place, .notInHierarchy(model.id(index)))
        }
    }

    /// A VFL line with the views dictionary's keys replaced by the views' names.
    private static func renamed(_ format: String, _ views: [(String, Int)], _ model: UIKitModel) -> String {
        var result = ""
        var word = ""
        func flush() {
            result += views.first { $0.0 == word }.map { model.id($0.1) } ?? word
            word = ""
        }
        for character in format {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

    /// What UIKit adds for a view that keeps `translatesAutoresizingMaskIntoConstraints`:
    /// its frame (zero unless `UIView(frame:)` gave one), as required constraints named
    /// `<view>-autoresizing-<attribute>`.
    private static func autoresizing(_ index: Int, _ model: UIKitModel) -> [JSONValue] {
        let view = model.views[index]
        let id = model.id(index)
        let parent = model.id(view.parent ?? 0)
        let rows: [(String, String?, Double)] = [
            ("left", parent + ".left", view.frame.x), ("top", parent + ".top", view.frame.y),
            ("width", nil, view.frame.width), ("height", nil, view.frame.height),
        ]
        return rows.map { attribute, second, constant in
            var object = JSONObject([
                JSONMember("first", .string(id + "." + attribute)), JSONMember("relation", .string("==")),
            ])
            if let second { object["second"] = .string(second) }
            if constant != 0 || second == nil { object["constant"] = .number(constant) }
            object["identifier"] = .string("\(id)-autoresizing-\(attribute)")
            return .object(object)
        }
    }

    private static func decode(_ json: JSONValue, model: UIKitModel, places: [(path: String, place: SourcePlace)])
        throws
        -> ConstraintSpec
    {
        do {
            return try ConstraintSpec(json: json)
        } catch {
            guard case .jsonPath(let path) = error.location else { throw error }
            let place = places.filter {
                path == $0.path || path.hasPrefix($0.path + ".") || path.hasPrefix($0.path + "[")
            }
            .max { $0.path.count < $1.path.count }?.place
            guard let place else { throw error }
            throw EvaluationError(place: place, problem: error.problem)
        }
    }
}
