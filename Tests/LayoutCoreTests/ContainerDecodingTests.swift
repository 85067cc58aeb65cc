import LayoutCore
import Testing

/// Decoding of LazyVGrid/LazyHGrid, Grid, ScrollView, ForEach, Layout and AnyLayout
/// (FORMATS.md §1), and their errors with JSON paths.
@Suite struct ContainerDecodingTests {
    /// The decoder's view of a catalog (StackLayout's `LayoutCatalog` is the real one):
    /// `spiral` takes no parameters, `columns` a `count`, `flow` the lengths `spacing` and
    /// `lineSpacing`.
    struct Catalog: CustomLayoutCatalog {
        var layoutNames: [String] { ["columns", "flow", "spiral"] }
        func checkParameters(ofLayout name: String, _ parameters: JSONCursor?) throws(SpecError) {
            let keys = ["columns": ["count"], "flow": ["spacing", "lineSpacing"]][name] ?? []
            try parameters?.checkKeys(keys, what: "\(name) parameters")
            for key in keys where name == "flow" { _ = try parameters?.optional(key)?.length() }
        }
    }

    func decode(
        _ root: String, environment: String = "{}", layouts: (any CustomLayoutCatalog)? = Catalog()
    ) throws(SpecError) -> ViewSpec {
        let text = #"{ "format": "layoutlab.view/1", "environment": "# + environment + #", "root": "# + root + " }"
        guard case .view(let spec) = try SpecDocument(bytes: Array(text.utf8), file: "t.json", layouts: layouts) else {
            throw SpecError(.invalidSpec, at: .file, "not a view spec")
        }
        return spec
    }

    @Test func lazyGridWithSectionsKeepsItsShapeAndIdOrder() throws {
        let spec = try decode(
            #"""
            { "type": "LazyVGrid", "spacing": 16, "pinnedViews": ["sectionHeaders"],
              "columns": [ { "size": { "fixed": 100 }, "spacing": 16, "alignment": "leading" },
                           { "size": { "flexible": {} } }, { "size": { "adaptive": { "minimum": 50 } } } ],
              "sections": [ { "header": { "type": "Color", "id": "h1" }, "children": [ { "type": "Color", "id": "a" } ] },
                            { "children": [ { "type": "Color", "id": "b" } ], "footer": { "type": "Color", "id": "f2" } } ] }
            """#)
        guard case .lazyGrid(let grid) = spec.root.kind else {
            Issue.record("not a lazy grid")
            return
        }
        #expect(grid.axis == .vertical)
        #expect(grid.spacing == 16)
        #expect(grid.pinnedViews == [.sectionHeaders])
        #expect(
            grid.items == [
                GridItem(size: .fixed(100), spacing: 16, alignment: .leading),
                // SwiftUI's defaults: flexible(minimum: 10, maximum: .infinity).
                GridItem(size: .flexible(minimum: 10, maximum: .infinity)),
                GridItem(size: .adaptive(minimum: 50, maximum: .infinity)),
            ])
        #expect(
            grid.sections == [
                GridSectionShape(hasHeader: true, childCount: 1), GridSectionShape(childCount: 1, hasFooter: true),
            ])
        #expect(spec.ids == ["h1", "a", "b", "f2"])
    }

    @Test func forEachExpandsIdsAndTextWithTheIndex() throws {
        let spec = try decode(
            #"""
            { "type": "HStack", "children": [ { "type": "ForEach", "count": 2, "content":
                { "type": "VStack", "id": "row{index}", "children": [
                    { "type": "Text", "text": "Item {index}", "id": "t{index}" } ] } },
              { "type": "ForEach", "count": 1, "content":
                { "type": "ForEach", "count": 2, "content": { "type": "Color", "id": "c{index}" } } } ] }
            """#)
        // The first ForEach binds {index} to 0, 1; the nested one binds its own 0, 1.
        #expect(spec.ids == ["row0", "t0", "row1", "t1", "c0", "c1"])
        let instances = spec.root.expandedChildren
        #expect(instances.count == 4)
        if case .text(let text) = instances[1].children[0].kind { #expect(text.text == "Item 1") }
    }

    @Test func anyLayoutAndEnvironmentDecode() throws {
        let spec = try decode(
            #"""
            { "type": "AnyLayout", "cases": [ { "when": "dynamicTypeSize >= accessibility1 || isVertical",
                "layout": { "type": "VStack", "spacing": 0 } } ],
              "default": { "type": "HStack" }, "children": [ { "type": "Color", "id": "a" } ] }
            """#, environment: #"{ "dynamicTypeSize": "accessibility2", "flags": { "isVertical": false } }"#)
        #expect(spec.environment.dynamicTypeSize == .accessibility2)
        #expect(spec.environment.flags == ["isVertical": false])
        guard case .anyLayout(let any) = spec.root.kind else {
            Issue.record("not an AnyLayout")
            return
        }
        // accessibility2 ≥ accessibility1, so the first case wins.
        #expect(any.resolved(in: spec.environment) == .vStack(alignment: .center, spacing: 0))
        #expect(any.cases[0].condition.source == "dynamicTypeSize >= accessibility1 || isVertical")
    }

    @Test(arguments: [
        (
            #"{ "type": "Layout", "name": "nope", "children": [] }"#, "root.name",
            ExpectedProblem.unknownName("nope", kind: "layout")
        ),
        (
            #"{ "type": "Layout", "name": "flow", "parameters": { "spacing": -1 } }"#, "root.parameters.spacing",
            ExpectedProblem.mismatch(expected: "a length ≥ 0")
        ),
        (
            #"{ "type": "Layout", "name": "spiral", "parameters": { "turns": 2 } }"#, "root.parameters.turns",
            .unknownKey("turns")
        ),
        (
            #"{ "type": "AnyLayout", "cases": [ { "when": "dynamicTypeSize is large", "layout": { "type": "VStack" } } ] }"#,
            "root.cases[0].when", .mismatch(expected: "one of == != < <= > >= after dynamicTypeSize")
        ),
        (
            #"{ "type": "AnyLayout", "cases": [ { "when": "dynamicTypeSize >= huge", "layout": { "type": "VStack" } } ] }"#,
            "root.cases[0].when", ExpectedProblem.unknownName("huge", kind: "dynamic type size")
        ),
        (
            #"{ "type": "AnyLayout", "default": { "type": "Color" } }"#, "root.default.type",
            ExpectedProblem.unknownName("Color", kind: "layout type")
        ),
        (
            #"{ "type": "AnyLayout", "default": { "type": "VStack", "children": [] } }"#, "root.default.children",
            ExpectedProblem.exactly(.memberOfContainer("children", container: "AnyLayout"))
        ),
        (
            #"{ "type": "LazyVGrid", "columns": [ { "size": { "fixed": 10, "flexible": {} } } ] }"#,
            "root.columns[0].size",
            ExpectedProblem.mismatch(expected: "exactly one of \"fixed\", \"flexible\", \"adaptive\"")
        ),
        (
            #"{ "type": "LazyVGrid", "columns": [ { "size": { "adaptive": { "minimum": 0 } } } ] }"#,
            "root.columns[0].size.adaptive.minimum", ExpectedProblem.mismatch(expected: "a minimum > 0")
        ),
        (
            #"{ "type": "LazyVGrid", "columns": [ { "size": { "flexible": { "minimum": 50, "maximum": 20 } } } ] }"#,
            "root.columns[0].size.flexible.maximum",
            // maximum 20 < minimum 50: the maximum is the member out of range.
            ExpectedProblem.exactly(.outOfRange(what: "maximum", value: 20, expected: "at least the minimum 50"))
        ),
        (#"{ "type": "LazyHGrid", "columns": [] }"#, "root.columns", ExpectedProblem.unknownKey("columns")),
        (
            #"{ "type": "LazyVGrid", "columns": [], "pinnedViews": ["headers"] }"#, "root.pinnedViews[0]",
            ExpectedProblem.unknownName("headers", kind: "pinned view")
        ),
        (
            #"{ "type": "ScrollView", "axes": ["diagonal"] }"#, "root.axes[0]",
            ExpectedProblem.unknownName("diagonal", kind: "scroll axis")
        ),
        (#"{ "type": "ScrollView", "contentOffset": { "z": 1 } }"#, "root.contentOffset.z", .unknownKey("z")),
        (
            #"{ "type": "ForEach", "count": 1.5, "content": { "type": "Color" } }"#, "root.count",
            ExpectedProblem.mismatch(expected: "a whole number")
        ),
        (#"{ "type": "ForEach", "count": 2 }"#, "root", ExpectedProblem.missingKey("content")),
        (
            #"{ "type": "ForEach", "count": 2, "children": [], "content": { "type": "Color" } }"#, "root.children",
            .unknownKey("children")
        ),
        (
            #"{ "type": "GridRow", "alignment": "leading" }"#, "root.alignment",
            ExpectedProblem.unknownName("leading", kind: "GridRow alignment")
        ),
    ])
    func invalidContainersNameThePath(root: String, path: String, problem: ExpectedProblem) {
        do {
            _ = try decode(root)
            Issue.record("decoded an invalid spec")
        } catch {
            #expect(error.kind == .invalidSpec)
            #expect(error.location == .jsonPath(path), "\(error)")
            #expect(problem.matches(error.problem), "\(error)")
        }
    }

    /// Layout names and parameters are checked against the catalog decoding is given, not
    /// process-wide state; without one they are left for the engine.
    @Test func customLayoutsAreCheckedAgainstTheGivenCatalog() throws {
        let columns = #"{ "type": "Layout", "name": "columns", "parameters": { "count": 3 }, "children": [] }"#
        let spec = try decode(columns)
        #expect(
            spec.root.kind
                == .customLayout(name: "columns", parameters: .object(JSONObject([JSONMember("count", .number(3))]))))
        let error = #expect(throws: SpecError.self) {
            try decode(#"{ "type": "Layout", "name": "columns", "parameters": { "rows": 3 } }"#)
        }
        #expect(error?.problem == .unknownKey("rows", in: "columns parameters", allowed: ["count"]))
        let nope = #"{ "type": "Layout", "name": "nope", "parameters": { "x": 1 }, "children": [] }"#
        #expect(throws: Never.self) { try decode(nope, layouts: nil) }
        #expect(throws: SpecError.self) {
            try decode(#"{ "type": "Layout", "name": "nope", "parameters": 1 }"#, layouts: nil)
        }
    }

    @Test func unknownDynamicTypeSizeNamesTheEnvironmentPath() {
        let error = #expect(throws: SpecError.self) {
            try decode(#"{ "type": "Color" }"#, environment: #"{ "dynamicTypeSize": "huge" }"#)
        }
        #expect(error?.location == .jsonPath("environment.dynamicTypeSize"))
    }

    @Test func forEachCountsAgainstTheViewLimit() {
        var limits = SpecLimits()
        limits.maxViews = 100
        // 1 root + 1 ForEach + 60 × 2 instance views (VStack + Color) = 122 > 100.
        let text =
            #"{ "format": "layoutlab.view/1", "root": { "type": "VStack", "children": [ { "type": "ForEach", "count": 60, "content": { "type": "VStack", "children": [ { "type": "Color" } ] } } ] } }"#
        let error = #expect(throws: SpecError.self) { try SpecDocument(bytes: Array(text.utf8), limits: limits) }
        #expect(error?.kind == .limitExceeded)
        #expect(error?.location == .jsonPath("root.children[0].count"))
    }
}

/// `EnvironmentCondition` and `DynamicTypeSize` (Apple's body sizes, xSmall 14 … AX5 53).
@Suite struct EnvironmentConditionTests {
    @Test(arguments: [
        ("dynamicTypeSize >= accessibility1", DynamicTypeSize.accessibility1, false, true),
        ("dynamicTypeSize >= accessibility1", .xxxLarge, false, false),
        ("dynamicTypeSize < large", .medium, false, true),
        ("isVertical", .large, true, true),
        ("!isVertical", .large, true, false),
        ("isVertical && dynamicTypeSize == large", .large, true, true),
        ("false || isAccessibilitySize", .accessibility5, false, true),
        ("isAccessibilitySize", .xxxLarge, false, false),
    ])
    func conditionsReadTheEnvironment(source: String, size: DynamicTypeSize, vertical: Bool, expected: Bool) throws {
        var environment = LayoutEnvironment()
        environment.dynamicTypeSize = size
        environment.flags["isVertical"] = vertical
        #expect(try EnvironmentCondition(parsing: source).isSatisfied(in: environment) == expected)
    }

    @Test func textMetricsScaleByTheBodyPointSize() {
        var environment = LayoutEnvironment()
        #expect(environment.scaledText == environment.text)
        environment.dynamicTypeSize = .accessibility1
        // Body text is 28 pt at accessibility1 vs 17 pt at large: scale 28/17.
        #expect(abs(environment.scaledText.advance - 8.5 * 28 / 17) < 1e-9)
        #expect(abs(environment.scaledText.lineHeight - 20.5 * 28 / 17) < 1e-9)
        #expect(DynamicTypeSize.xSmall < .accessibility5)
    }
}
