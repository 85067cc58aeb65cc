import LayoutCore
import Testing

/// Size classes (docs/FORMATS.md additions "Size classes"): `horizontalSizeClass` /
/// `verticalSizeClass` conditions, the environment keys of both formats, and a constraint
/// spec's `variations`, with their errors' JSON paths.
@Suite struct SizeClassConditionTests {
    @Test(arguments: [
        ("horizontalSizeClass == compact", UserInterfaceSizeClass.compact, UserInterfaceSizeClass.regular, true),
        ("horizontalSizeClass == compact", .regular, .regular, false),
        ("horizontalSizeClass != compact", .regular, .compact, true),
        ("verticalSizeClass == regular", .compact, .regular, true),
        ("verticalSizeClass == .compact", .compact, .regular, false),
        ("verticalSizeClass==compact", .regular, .compact, true),
        ("verticalSizeClass != .regular && horizontalSizeClass == regular", .regular, .compact, true),
        ("verticalSizeClass == regular || isVertical", .regular, .compact, false),
    ])
    func conditionsReadTheSizeClasses(
        source: String, horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass, expected: Bool
    ) throws {
        var environment = LayoutEnvironment()
        environment.horizontalSizeClass = horizontal
        environment.verticalSizeClass = vertical
        let condition = try EnvironmentCondition(parsing: source)
        #expect(condition.isSatisfied(in: environment) == expected)
        #expect(condition.readsSizeClass)
    }

    @Test func aConditionWithoutSizeClassesDoesNotReadThem() throws {
        #expect(!(try EnvironmentCondition(parsing: "isVertical && dynamicTypeSize >= large").readsSizeClass))
    }

    @Test func unsetClassesArePortraitIPhones() throws {
        // Nothing set (before an engine sets them from the solve size): wC hR.
        let environment = LayoutEnvironment()
        #expect(try EnvironmentCondition(parsing: "horizontalSizeClass == compact").isSatisfied(in: environment))
        #expect(try EnvironmentCondition(parsing: "verticalSizeClass == regular").isSatisfied(in: environment))
    }

    @Test(arguments: [
        (
            "horizontalSizeClass >= compact",
            SpecProblem.mismatch(
                expected: "== or != after horizontalSizeClass", found: "\"horizontalSizeClass >= compact\"")
        ),
        (
            "verticalSizeClass compact",
            SpecProblem.mismatch(
                expected: "== or != after verticalSizeClass", found: "\"verticalSizeClass compact\"")
        ),
        (
            "verticalSizeClass == wide",
            SpecProblem.unknownName(
                "wide", kind: "size class", allowed: ["compact", "regular"])
        ),
        ("horizontalSizeClass == ", SpecProblem.unknownName("", kind: "size class", allowed: ["compact", "regular"])),
    ])
    func badConditionsSayWhatWasExpected(source: String, problem: SpecProblem) {
        let error = #expect(throws: ConditionSyntaxError.self) { try EnvironmentCondition(parsing: source) }
        #expect(error?.problem == problem)
    }
}

@Suite struct SizeClassDecodingTests {
    func document(_ text: String) throws(SpecError) -> SpecDocument {
        try SpecDocument(bytes: Array(text.utf8), file: "t.json")
    }

    @Test func viewSpecEnvironmentTakesBothClassesAndWritesThemBack() throws {
        let text = #"""
            { "format": "layoutlab.view/1", "environment": { "horizontalSizeClass": "regular", "verticalSizeClass": "compact" },
              "root": { "type": "AnyLayout", "cases": [ { "when": "verticalSizeClass == compact", "layout": { "type": "HStack" } } ] } }
            """#
        guard case .view(let spec) = try document(text) else {
            Issue.record("not a view spec")
            return
        }
        #expect(spec.environment.horizontalSizeClass == .regular)
        #expect(spec.environment.verticalSizeClass == .compact)
        let written = JSONWriter.write(spec.json)
        guard case .view(let again) = try document(written) else {
            Issue.record("not a view spec")
            return
        }
        #expect(again == spec)
    }

    @Test func aBadClassNamesThePathAndTheChoices() {
        let text =
            #"{ "format": "layoutlab.view/1", "environment": { "verticalSizeClass": "tall" }, "root": { "type": "Color" } }"#
        let error = #expect(throws: SpecError.self) { try document(text) }
        #expect(error?.location == .jsonPath("environment.verticalSizeClass"))
        #expect(error?.problem == .unknownName("tall", kind: "size class", allowed: ["compact", "regular"]))
    }

    @Test func aBadAnyLayoutConditionNamesItsPath() {
        let text = #"""
            { "format": "layoutlab.view/1", "root": { "type": "AnyLayout",
              "cases": [ { "when": "horizontalSizeClass == big", "layout": { "type": "HStack" } } ] } }
            """#
        let error = #expect(throws: SpecError.self) { try document(text) }
        #expect(error?.location == .jsonPath("root.cases[0].when"))
        #expect(error?.problem == .unknownName("big", kind: "size class", allowed: ["compact", "regular"]))
    }

    static let variations = #"""
        { "format": "layoutlab.constraints/1", "name": "v", "verticalSizeClass": "compact",
          "views": [ { "id": "a" } ],
          "constraints": [ "a.left == 0", "a.top == 0" ],
          "variations": [
            { "when": "verticalSizeClass == regular", "constraints": [ "a.width == 10", "a.height == 20" ] },
            { "when": "verticalSizeClass == compact", "constraints": [
              { "first": "a.width", "relation": "==", "constant": 20 }, "a.height == 10" ] } ] }
        """#

    @Test func constraintVariationsDecodeInOrderAndRoundTrip() throws {
        guard case .constraints(let spec) = try document(Self.variations) else {
            Issue.record("not a constraint spec")
            return
        }
        #expect(spec.verticalSizeClass == .compact && spec.horizontalSizeClass == nil)
        #expect(spec.variations.count == 2)
        #expect(spec.variations[0].condition.source == "verticalSizeClass == regular")
        #expect(
            spec.variations[0].constraints == [
                .text("a.width == 10", path: "variations[0].constraints[0]"),
                .text("a.height == 20", path: "variations[0].constraints[1]"),
            ])
        #expect(spec.variations[1].constraints[1] == .text("a.height == 10", path: "variations[1].constraints[1]"))
        guard case .constraints(let again) = try document(JSONWriter.write(spec.json)) else {
            Issue.record("not a constraint spec")
            return
        }
        #expect(again == spec)
    }

    @Test func installingAddsTheVariationsWhoseConditionHolds() throws {
        guard case .constraints(let spec) = try document(Self.variations) else {
            Issue.record("not a constraint spec")
            return
        }
        let portrait = spec.installing(SizeClasses(horizontal: .compact, vertical: .regular))
        #expect(portrait.variations.isEmpty)
        #expect(
            portrait.constraints.map(\.path) == [
                "constraints[0]", "constraints[1]", "variations[0].constraints[0]", "variations[0].constraints[1]",
            ])
        let landscape = spec.installing(SizeClasses(horizontal: .compact, vertical: .compact))
        #expect(
            landscape.constraints.map(\.path) == [
                "constraints[0]", "constraints[1]", "variations[1].constraints[0]", "variations[1].constraints[1]",
            ])
    }

    @Test(arguments: [
        (#"[ { "when": "verticalSizeClass == huge", "constraints": [] } ]"#, "variations[0].when"),
        (#"[ { "when": "verticalSizeClass == compact" } ]"#, "variations[0]"),
        (
            #"[ { "when": "verticalSizeClass == compact", "constraints": [], "installed": false } ]"#,
            "variations[0].installed"
        ),
        (#"[ { "when": "verticalSizeClass == compact", "constraints": [ 3 ] } ]"#, "variations[0].constraints[0]"),
        (#"{ "when": "verticalSizeClass == compact" }"#, "variations"),
    ])
    func badVariationsNameTheirPath(variations: String, path: String) {
        let text = #"{ "format": "layoutlab.constraints/1", "variations": "# + variations + " }"
        let error = #expect(throws: SpecError.self) { try document(text) }
        #expect(error?.location == .jsonPath(path), "\(String(describing: error))")
    }

    @Test func variationConstraintsCountAgainstTheLimit() {
        var limits = SpecLimits.standard
        limits.maxConstraints = 2
        let text = #"""
            { "format": "layoutlab.constraints/1", "views": [ { "id": "a" } ], "constraints": [ "a.left == 0" ],
              "variations": [ { "when": "verticalSizeClass == compact", "constraints": [ "a.top == 0", "a.width == 1" ] } ] }
            """#
        let error = #expect(throws: SpecError.self) {
            try SpecDocument(bytes: Array(text.utf8), file: "t.json", limits: limits)
        }
        #expect(error?.kind == .limitExceeded)
        #expect(error?.location == .jsonPath("variations[0].constraints"))
    }
}

/// The device → classes rule (``SizeClasses/of(screen:)``), at the screens of Apple's HIG
/// "Device size classes" table; the harness checks every preset (DeviceSizeClassTests).
@Suite struct SizeClassRuleTests {
    @Test(arguments: [
        // iPhone SE 375×667: portrait wC hR, landscape wC hC.
        (375.0, 667.0, UserInterfaceSizeClass.compact, UserInterfaceSizeClass.regular),
        (667, 375, .compact, .compact),
        // iPhone 16 Pro 402×874: landscape wC hC (not a Max).
        (874, 402, .compact, .compact),
        // iPhone 11 / XR 414×896 and 16 Pro Max 440×956: landscape wR hC.
        (896, 414, .regular, .compact),
        (956, 440, .regular, .compact),
        (440, 956, .compact, .regular),
        // iPad mini 744×1133 and iPad Pro 13" 1032×1376, both orientations: wR hR.
        (744, 1133, .regular, .regular),
        (1133, 744, .regular, .regular),
        (1376, 1032, .regular, .regular),
    ])
    func screensGiveHIGClasses(
        width: Double, height: Double, horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass
    ) {
        #expect(
            SizeClasses.of(screen: Size(width: width, height: height))
                == SizeClasses(
                    horizontal: horizontal, vertical: vertical))
    }

    @Test func anUnboundedSolveSizeIsAPortraitIPhone() {
        #expect(SizeClasses.of(solveSize: SolveSize(width: nil, height: 800)) == .portraitPhone)
        #expect(SizeClasses.of(solveSize: SolveSize(width: 900, height: .infinity)) == .portraitPhone)
    }
}
