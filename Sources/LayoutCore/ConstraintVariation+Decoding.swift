/// Decoding, encoding and installing of a constraint spec's `variations` (FORMATS.md
/// additions, §2 "Variations").
extension ConstraintVariation {
    /// The variations of a `variations` list (none when absent); their constraints count
    /// against `max` with the spec's `already` other constraints.
    static func decodeList(_ list: JSONCursor?, already: Int, max limit: Int) throws(SpecError)
        -> [ConstraintVariation]
    {
        guard let list else { return [] }
        var result: [ConstraintVariation] = []
        var count = already
        for item in try list.array() {
            let variation = try ConstraintVariation(item)
            count += variation.constraints.count
            if count > limit {
                throw SpecError(
                    .limitExceeded(.constraints(count: count, max: limit)), at: .jsonPath(item.path + ".constraints"))
            }
            result.append(variation)
        }
        return result
    }

    init(_ cursor: JSONCursor) throws(SpecError) {
        try cursor.checkKeys(["when", "constraints", "stackViews"], what: "a variation")
        let when = try cursor.required("when", "a condition such as \"verticalSizeClass == compact\"")
        let text = try when.string()
        let condition: EnvironmentCondition
        do throws(ConditionSyntaxError) {
            condition = try EnvironmentCondition(parsing: text)
        } catch {
            throw when.error(error.problem)
        }
        // `constraints` may be left out when the variation sets stack views' properties.
        let overrides = try cursor.optional("stackViews")?.array() ?? []
        let items =
            overrides.isEmpty
            ? try cursor.required("constraints", "a list of constraints").array()
            : try cursor.optional("constraints")?.array() ?? []
        self.init(
            condition: condition,
            constraints: try items.map { (c: JSONCursor) throws(SpecError) in try ConstraintEntry(c) },
            stackViews: try overrides.map { (c: JSONCursor) throws(SpecError) in try StackViewOverride(c) },
            path: cursor.path)
    }

    /// `{"when": …, "constraints": […], "stackViews": […]}` (`constraints` left out when empty
    /// and stack views are set, `stackViews` when none are).
    var json: JSONValue {
        var members = [JSONMember("when", .string(condition.source))]
        if !constraints.isEmpty || stackViews.isEmpty {
            members.append(JSONMember("constraints", .array(constraints.map(\.json))))
        }
        if !stackViews.isEmpty { members.append(JSONMember("stackViews", .array(stackViews.map(\.json)))) }
        return .object(JSONObject(members))
    }
}

extension StackViewOverride {
    /// `{"id": "row1", "axis": "vertical", "alignment": "center", "spacing": 4}`: the id and
    /// at least one property, each with the values of a `stackViews` entry.
    init(_ cursor: JSONCursor) throws(SpecError) {
        try cursor.checkKeys(
            ["id", "axis", "distribution", "alignment", "spacing", "baselineRelativeArrangement"],
            what: "a stack view's properties in a variation")
        self.init(id: try cursor.required("id", "the id of one of the spec's stackViews").string(), path: cursor.path)
        if let axis = try cursor.optional("axis")?.choice(["horizontal", "vertical"], what: "axis") {
            self.axis = axis == "horizontal" ? .horizontal : .vertical
        }
        if let name = try cursor.optional("distribution")?.choice(
            StackViewSpec.Distribution.allCases.map(\.rawValue), what: "distribution")
        {
            distribution = StackViewSpec.Distribution(rawValue: name)
        }
        if let name = try cursor.optional("alignment")?.choice(
            StackViewSpec.StackAlignment.allCases.map(\.rawValue), what: "alignment")
        {
            alignment = StackViewSpec.StackAlignment(rawValue: name)
        }
        spacing = try cursor.optional("spacing")?.number()
        isBaselineRelativeArrangement = try cursor.optional("baselineRelativeArrangement")?.bool()
        if isEmpty {
            throw cursor.error(
                .mismatch(
                    expected: "at least one of axis, distribution, alignment, spacing, baselineRelativeArrangement",
                    found: "only the id"))
        }
    }

    /// The id, then the properties given, in the order of a `stackViews` entry.
    var json: JSONValue {
        var members = [JSONMember("id", .string(id))]
        if let axis { members.append(JSONMember("axis", .string(axis == .horizontal ? "horizontal" : "vertical"))) }
        if let distribution { members.append(JSONMember("distribution", .string(distribution.rawValue))) }
        if let alignment { members.append(JSONMember("alignment", .string(alignment.rawValue))) }
        if let spacing { members.append(JSONMember("spacing", .number(spacing))) }
        if let isBaselineRelativeArrangement {
            members.append(JSONMember("baselineRelativeArrangement", .bool(isBaselineRelativeArrangement)))
        }
        return .object(JSONObject(members))
    }
}

extension ConstraintSpec {
    /// The classes in force on a screen of `size`: each one the spec gives, else the one the
    /// screen gives (``SizeClasses/of(screen:)``).
    package func sizeClasses(on size: Size) -> SizeClasses {
        let derived = SizeClasses.of(screen: size)
        return SizeClasses(
            horizontal: horizontalSizeClass ?? derived.horizontal, vertical: verticalSizeClass ?? derived.vertical)
    }

    /// The spec as UIKit installs it under `classes` (and the spec's `dynamicTypeSize`): its
    /// constraints followed by those of every variation whose condition holds, and its stack
    /// views with those variations' properties set (both in spec order), no variations left.
    package func installing(_ classes: SizeClasses) -> ConstraintSpec {
        var environment = LayoutEnvironment()
        environment.dynamicTypeSize = dynamicTypeSize
        environment.horizontalSizeClass = classes.horizontal
        environment.verticalSizeClass = classes.vertical
        var result = self
        result.horizontalSizeClass = classes.horizontal
        result.verticalSizeClass = classes.vertical
        result.variations = []
        for variation in variations where variation.condition.isSatisfied(in: environment) {
            result.constraints += variation.constraints
            for override in variation.stackViews {
                guard let index = result.stackViews.firstIndex(where: { $0.id == override.id }) else { continue }
                result.stackViews[index] = result.stackViews[index].applying(override)
            }
        }
        return result
    }

    /// Whether `other` (the same spec installed under other traits) installs the same
    /// constraints and stack views as this one.
    package func installsTheSame(as other: ConstraintSpec) -> Bool {
        constraints == other.constraints && stackViews == other.stackViews
    }
}
