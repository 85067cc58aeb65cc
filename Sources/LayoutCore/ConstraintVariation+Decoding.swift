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
        try cursor.checkKeys(["when", "constraints"], what: "a variation")
        let when = try cursor.required("when", "a condition such as \"verticalSizeClass == compact\"")
        let text = try when.string()
        let condition: EnvironmentCondition
        do throws(ConditionSyntaxError) {
            condition = try EnvironmentCondition(parsing: text)
        } catch {
            throw when.error(error.problem)
        }
        let items = try cursor.required("constraints", "a list of constraints").array()
        self.init(
            condition: condition,
            constraints: try items.map { (c: JSONCursor) throws(SpecError) in try ConstraintEntry(c) },
            path: cursor.path)
    }

    /// `{"when": …, "constraints": […]}`.
    var json: JSONValue {
        .object(
            JSONObject([
                JSONMember("when", .string(condition.source)),
                JSONMember("constraints", .array(constraints.map(\.json))),
            ]))
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

    /// The spec as UIKit installs it under `classes`: its constraints followed by those of
    /// every variation whose condition holds (in spec order), with no variations left.
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
        }
        return result
    }
}
