import LayoutCore
import Testing

/// GeometryReader expressions in ZStack, lazy grid, Grid and aspectRatio lengths
/// (FORMATS.md §1: inside a GeometryReader "any length may be a string expression").
@Suite struct ContainerExpressionDecodingTests {
    func decode(_ root: String) throws(SpecError) -> ViewSpec {
        let text = #"{ "format": "layoutlab.view/1", "name": "e", "root": "# + root + " }"
        guard case .view(let spec) = try SpecDocument(bytes: Array(text.utf8), file: "t.json") else {
            throw SpecError(.invalidSpec, at: .file, "not a view spec")
        }
        return spec
    }

    func failure(_ root: String) -> (path: String, problem: SpecProblem)? {
        do {
            _ = try decode(root)
            return nil
        } catch {
            return (error.location.description, error.problem)
        }
    }

    static let grid = #"""
        { "type": "GeometryReader", "content": { "type": "LazyVGrid", "spacing": "geometry.height / 10", "columns": [
            { "size": { "fixed": "geometry.width / 3" }, "spacing": "geometry.height / 20" },
            { "size": { "flexible": { "minimum": "geometry.width / 4", "maximum": "geometry.width" } } },
            { "size": { "adaptive": { "minimum": "geometry.width / 6" } } } ] } }
        """#

    @Test func lazyGridLengthsAreKeptWithPlaceholders() throws {
        let node = try decode(Self.grid).root.children[0]
        #expect(
            node.expressions.map(\.key) == [
                "spacing", "columns[0].spacing", "columns[0].size.fixed", "columns[1].size.flexible.minimum",
                "columns[1].size.flexible.maximum", "columns[2].size.adaptive.minimum",
            ])
        // Placeholders: spacings and fixed 0, minimums 1, maximums infinity.
        let items = [
            GridItem(size: .fixed(0), spacing: 0), GridItem(size: .flexible(minimum: 1, maximum: .infinity)),
            GridItem(size: .adaptive(minimum: 1, maximum: .infinity)),
        ]
        #expect(node.kind == .lazyGrid(LazyGridSpec(axis: .vertical, items: items, spacing: 0)))
        // At 300 × 200: 200 / 10 = 20, 200 / 20 = 10, 300 / 3 = 100, 75, 300, 50.
        let values = node.expressions.map {
            $0.expression.evaluate { $0 == .geometryWidth ? 300 : ($0 == .geometryHeight ? 200 : .nan) }
        }
        #expect(values == [20, 10, 100, 75, 300, 50])
    }

    @Test func zStackGridAndAspectRatioLengths() throws {
        let spec = try decode(
            #"{ "type": "GeometryReader", "content": { "type": "ZStack", "spacing": "geometry.width", "children": [ { "type": "Grid", "horizontalSpacing": "geometry.width / 30", "verticalSpacing": "geometry.height / 30" }, { "type": "Color", "modifiers": [ { "aspectRatio": { "ratio": "geometry.height / geometry.width", "contentMode": "fill" } } ] } ] } }"#
        )
        let zStack = spec.root.children[0]
        #expect(zStack.expressions.map(\.key) == ["spacing"])
        #expect(zStack.children[0].expressions.map(\.key) == ["horizontalSpacing", "verticalSpacing"])
        #expect(zStack.children[0].kind == .grid(GridSpec(horizontalSpacing: 0, verticalSpacing: 0)))
        let ratio = zStack.children[1].modifiers[0]
        #expect(ratio.modifier == .aspectRatio(1, contentMode: .fill))
        #expect(ratio.expressions.map(\.key) == ["ratio"])
    }

    @Test func expressionsRoundTripThroughCanonicalJSON() throws {
        let spec = try decode(Self.grid)
        let text = JSONWriter.write(spec.json)
        guard case .view(let again) = try SpecDocument(bytes: Array(text.utf8), file: "again.json") else {
            Issue.record("not a view spec")
            return
        }
        #expect(again == spec)
        #expect(JSONWriter.write(again.json) == text)
        #expect(text.contains(#""maximum": "geometry.width""#))
    }

    @Test(arguments: [
        (
            #"{ "type": "GeometryReader", "content": { "type": "LazyVGrid", "columns": [ { "size": { "fixed": 10 } }, { "size": { "flexible": { "minimum": "geometry.widht" } } } ] } }"#,
            "root.content.columns[1].size.flexible.minimum",
            ExpectedProblem.syntax(
                column: 1, .unknownVariable("geometry.widht", allowed: geometryVariableNames))
        ),
        (
            #"{ "type": "GeometryReader", "content": { "type": "LazyHGrid", "rows": [ { "size": { "fixed": 10 }, "spacing": "2 *" } ] } }"#,
            "root.content.rows[0].spacing",
            ExpectedProblem.syntax(column: 4, .expected(.primary(atEnd: true)))
        ),
        (
            #"{ "type": "GeometryReader", "content": { "type": "ZStack", "spacing": "d.width" } }"#,
            "root.content.spacing",
            ExpectedProblem.syntax(
                column: 1, .unknownVariable("d.width", allowed: geometryVariableNames))
        ),
        (
            #"{ "type": "GeometryReader", "content": { "type": "Grid", "verticalSpacing": "min(geometry.width" } }"#,
            "root.content.verticalSpacing", ExpectedProblem.syntaxAnyColumn
        ),
        (
            #"{ "type": "GeometryReader", "content": { "type": "Color", "modifiers": [ { "aspectRatio": { "ratio": "geometry.height /" } } ] } }"#,
            "root.content.modifiers[0].aspectRatio.ratio", ExpectedProblem.syntaxAnyColumn
        ),
        (
            #"{ "type": "LazyVGrid", "columns": [ { "size": { "fixed": "geometry.width" } } ] }"#,
            "root.columns[0].size.fixed", ExpectedProblem.mismatch(expected: "a finite number")
        ),
    ])
    func errorsNameThePath(root: String, path: String, problem: ExpectedProblem) {
        let error = failure(root)
        #expect(error?.path == path, "\(String(describing: error))")
        #expect(error.map { problem.matches($0.problem) } == true, "\(String(describing: error))")
    }
}
