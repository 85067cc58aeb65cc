import LayoutCore
import Testing

/// `EnvironmentCondition`'s `negated`, `and` and `or` (what source code's `!(…)`, `a && (b || c)`
/// and an `if`'s `else` become): checked against Boolean logic in every environment of a grid
/// (both size classes × every Dynamic Type size × a flag set or not), and their text.
@Suite struct EnvironmentConditionAlgebraTests {
    static let sources = [
        "horizontalSizeClass == compact",
        "verticalSizeClass != regular && dynamicTypeSize < accessibility1",
        "isAccessibilitySize || isVertical",
        "dynamicTypeSize >= xxLarge && !isVertical || horizontalSizeClass == regular",
        "dynamicTypeSize == large || dynamicTypeSize <= small && verticalSizeClass == compact",
        "dynamicTypeSize != medium && dynamicTypeSize > xSmall",
        "true",
        "false",
    ]

    /// 2 × 2 size classes × 12 Dynamic Type sizes × the flag `isVertical` on or off: 96.
    static var environments: [LayoutEnvironment] {
        var result: [LayoutEnvironment] = []
        for horizontal in UserInterfaceSizeClass.allCases {
            for vertical in UserInterfaceSizeClass.allCases {
                for size in DynamicTypeSize.allCases {
                    for flag in [false, true] {
                        var environment = LayoutEnvironment()
                        environment.horizontalSizeClass = horizontal
                        environment.verticalSizeClass = vertical
                        environment.dynamicTypeSize = size
                        environment.flags["isVertical"] = flag
                        result.append(environment)
                    }
                }
            }
        }
        return result
    }

    @Test(arguments: sources)
    func theNegationHoldsExactlyWhereTheConditionDoesNot(source: String) throws {
        let condition = try EnvironmentCondition(parsing: source)
        let negated = condition.negated
        // The text it writes parses back to the same condition.
        #expect(
            try EnvironmentCondition(parsing: negated.source).isSatisfied(in: LayoutEnvironment())
                == !condition.isSatisfied(in: LayoutEnvironment()))
        for environment in Self.environments {
            #expect(negated.isSatisfied(in: environment) == !condition.isSatisfied(in: environment))
        }
    }

    @Test(arguments: sources)
    func andAndOrAreBooleanInEveryEnvironment(source: String) throws {
        let left = try EnvironmentCondition(parsing: source)
        for other in Self.sources {
            let right = try EnvironmentCondition(parsing: other)
            let both = try EnvironmentCondition(parsing: left.and(right).source)
            let either = try EnvironmentCondition(parsing: left.or(right).source)
            for environment in Self.environments {
                let a = left.isSatisfied(in: environment)
                let b = right.isSatisfied(in: environment)
                #expect(both.isSatisfied(in: environment) == (a && b), "\(source) && \(other)")
                #expect(either.isSatisfied(in: environment) == (a || b), "\(source) || \(other)")
            }
        }
    }

    @Test func theTextIsTheGrammarsMultipliedOutAndSimplified() throws {
        let condition = try EnvironmentCondition(
            parsing: "horizontalSizeClass == compact && dynamicTypeSize < accessibility1")
        // De Morgan: each atom negated, `<` as `>=`.
        #expect(condition.negated.source == "horizontalSizeClass != compact || dynamicTypeSize >= accessibility1")
        let either = try EnvironmentCondition(parsing: "isVertical || verticalSizeClass == regular")
        // (a && b) && (c || d) = a && b && c || a && b && d.
        #expect(
            condition.and(either).source
                == "horizontalSizeClass == compact && dynamicTypeSize < accessibility1 && isVertical"
                + " || horizontalSizeClass == compact && dynamicTypeSize < accessibility1 && verticalSizeClass == regular"
        )
        // An atom beside its negation never holds; `true` is dropped.
        let flag = try EnvironmentCondition(parsing: "isVertical")
        #expect(flag.and(flag.negated).source == "false")
        #expect(flag.or(flag.negated).source == "isVertical || !isVertical")
        #expect(EnvironmentCondition.always.and(flag).source == "isVertical")
    }
}
