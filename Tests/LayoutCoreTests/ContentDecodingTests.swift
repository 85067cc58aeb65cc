import LayoutCore
import Testing

/// Decoding Text, GeometryReader, ViewThatFits, the alignmentGuide/background/overlay/offset/
/// aspectRatio/border modifiers and length expressions (FORMATS.md §1), errors with their
/// JSON paths.
@Suite struct ContentDecodingTests {
    func decode(_ root: String) throws(SpecError) -> ViewSpec {
        let text = #"{ "format": "layoutlab.view/1", "root": "# + root + " }"
        guard case .view(let spec) = try SpecDocument(bytes: Array(text.utf8), file: "t.json") else {
            throw SpecError(.invalidSpec, at: .file, "not a view spec")
        }
        return spec
    }

    /// The error `root` gives: its JSON path and problem.
    func failure(_ root: String) -> (path: String, problem: SpecProblem)? {
        do {
            _ = try decode(root)
            return nil
        } catch {
            return (error.location.description, error.problem)
        }
    }

    @Test func textWithFontLineLimitAndMetrics() throws {
        let spec = try decode(
            #"{ "type": "Text", "id": "t", "text": "Hi", "font": { "size": 34 }, "lineLimit": 2, "metrics": { "advance": 10 } }"#
        )
        let expected = TextSpec(
            "Hi", fontSize: 34, lineLimit: 2, metrics: TextMetrics(advance: 10, lineHeight: 20.5, ascent: 16))
        #expect(spec.root.kind == .text(expected))
        // Size 34 = 2 × 17: every metric doubles.
        #expect(
            expected.resolvedMetrics(in: LayoutEnvironment()) == TextMetrics(advance: 20, lineHeight: 41, ascent: 32))
    }

    @Test func textModelDefaultsToFontAndMinimumScaleFactorRoundTrips() throws {
        // The default text model is the font model (FORMATS.md, 2026-12-03); "synthetic" is
        // written out when asked for, and minimumScaleFactor survives encoding.
        let spec = try decode(
            #"{ "type": "Text", "id": "t", "text": "Hi", "lineLimit": 1, "minimumScaleFactor": 0.5 }"#)
        #expect(spec.environment.textModel == .font)
        guard case .text(let text) = spec.root.kind else { throw SpecError(.invalidSpec, at: .file, "not a Text") }
        #expect(text.minimumScaleFactor == 0.5)
        var synthetic = spec
        synthetic.environment.textModel = .synthetic
        let json = JSONWriter.write(synthetic.json, pretty: false)
        #expect(json.contains(#""textModel":"synthetic""#))
        #expect(json.contains(#""minimumScaleFactor":0.5"#))
        guard case .view(let again) = try SpecDocument(bytes: Array(json.utf8)) else {
            throw SpecError(.invalidSpec, at: .file, "not a view spec")
        }
        #expect(again == synthetic)
    }

    @Test(arguments: [
        (#"{ "type": "Text" }"#, "root", ExpectedProblem.missingKey("text")),
        (
            #"{ "type": "Text", "text": "a", "lineLimit": 0 }"#, "root.lineLimit",
            ExpectedProblem.mismatch(expected: "a whole number of lines ≥ 1")
        ),
        (
            #"{ "type": "Text", "text": "a", "lineLimit": 1.5 }"#, "root.lineLimit",
            ExpectedProblem.mismatch(expected: "a whole number of lines ≥ 1")
        ),
        (
            #"{ "type": "Text", "text": "a", "font": { "size": 0 } }"#, "root.font.size",
            ExpectedProblem.mismatch(expected: "a font size > 0")
        ),
        (
            #"{ "type": "Text", "text": "a", "minimumScaleFactor": 0 }"#, "root.minimumScaleFactor",
            ExpectedProblem.mismatch(expected: "a scale factor greater than 0, at most 1")
        ),
        (
            #"{ "type": "Text", "text": "a", "minimumScaleFactor": 1.5 }"#, "root.minimumScaleFactor",
            ExpectedProblem.mismatch(expected: "a scale factor greater than 0, at most 1")
        ),
        (
            #"{ "type": "ViewThatFits", "in": ["diagonal"] }"#, "root.in[0]",
            ExpectedProblem.unknownName("diagonal", kind: "axis")
        ),
        (#"{ "type": "GeometryReader" }"#, "root", ExpectedProblem.missingKey("content")),
        (
            #"{ "type": "Color", "modifiers": [ { "alignmentGuide": { "guide": "middle", "value": 1 } } ] }"#,
            "root.modifiers[0].alignmentGuide.guide", ExpectedProblem.unknownName("middle", kind: "guide")
        ),
        (
            #"{ "type": "Color", "modifiers": [ { "alignmentGuide": { "guide": "leading", "value": "d.depth" } } ] }"#,
            "root.modifiers[0].alignmentGuide.value",
            ExpectedProblem.syntax(
                column: 1, .unknownVariable("d.depth", allowed: ["d.width", "d.height", "d[.guide]"]))
        ),
        (
            #"{ "type": "Color", "modifiers": [ { "padding": 1, "alignment": "top" } ] }"#,
            "root.modifiers[0]", ExpectedProblem.mismatchStarting("exactly one modifier key")
        ),
        (
            #"{ "type": "Color", "modifiers": [ { "aspectRatio": { "ratio": -1 } } ] }"#,
            "root.modifiers[0].aspectRatio.ratio", ExpectedProblem.mismatch(expected: "a ratio > 0 (at least 1e-9)")
        ),
        (
            // Below 1e-9 a division by the ratio could overflow (FORMATS.md §5 limits).
            #"{ "type": "Color", "modifiers": [ { "aspectRatio": { "ratio": 1e-12 } } ] }"#,
            "root.modifiers[0].aspectRatio.ratio", ExpectedProblem.mismatch(expected: "a ratio > 0 (at least 1e-9)")
        ),
        (
            #"{ "type": "Color", "modifiers": [ { "frame": { "height": "geometry.height" } } ] }"#,
            "root.modifiers[0].frame.height", ExpectedProblem.mismatch(expected: "a finite number")
        ),
        (
            #"{ "type": "GeometryReader", "content": { "type": "Color", "modifiers": [ { "frame": { "height": "clamp(0.5 * geometry.height, 200)" } } ] } }"#,
            "root.content.modifiers[0].frame.height",
            ExpectedProblem.syntax(column: 1, .argumentCount(function: "clamp", found: 2))
        ),
        (
            #"{ "type": "GeometryReader", "content": { "type": "Color", "modifiers": [ { "frame": { "height": "0.5 * geometry.heigth" } } ] } }"#,
            "root.content.modifiers[0].frame.height",
            ExpectedProblem.syntax(
                column: 7, .unknownVariable("geometry.heigth", allowed: geometryVariableNames))
        ),
        (
            #"{ "type": "GeometryReader", "content": { "type": "Color", "modifiers": [ { "padding": "(geometry.width" } ] } }"#,
            "root.content.modifiers[0].padding", ExpectedProblem.syntax(column: 16, .expected(.character(")")))
        ),
        (
            #"{ "type": "GeometryReader", "content": { "type": "Spacer", "minLength": "geometry.heigth" } }"#,
            "root.content.minLength",
            ExpectedProblem.syntax(
                column: 1, .unknownVariable("geometry.heigth", allowed: geometryVariableNames))
        ),
    ])
    func errorsNameThePathAndWhatWasExpected(root: String, path: String, problem: ExpectedProblem) {
        let error = failure(root)
        #expect(error?.path == path, "\(String(describing: error))")
        #expect(error.map { problem.matches($0.problem) } == true, "\(String(describing: error))")
    }

    /// ViewThatFits is a container: its `children` are decoded (they were dropped before).
    @Test func viewThatFitsDecodesItsChildren() throws {
        let spec = try decode(
            #"{ "type": "ViewThatFits", "in": ["horizontal"], "children": [ { "type": "Color", "id": "a" }, { "type": "Text", "text": "b", "id": "b" } ] }"#
        )
        #expect(spec.root.kind == .viewThatFits(horizontal: true, vertical: false))
        #expect(spec.root.children.count == 2)
        #expect(spec.ids == ["a", "b"])
    }

    @Test func backgroundAndOverlayViewsAreViewsLikeAnyOther() throws {
        // ids: base "c", then each modifier's view before the modifier's own id (FORMATS §1).
        let spec = try decode(
            #"{ "type": "Color", "id": "c", "modifiers": [ { "background": { "type": "Color", "id": "bg" }, "id": "m" }, { "overlay": { "type": "Text", "id": "label", "text": "x" }, "alignment": "topLeading" } ] }"#
        )
        #expect(spec.ids == ["c", "bg", "m", "label"])
        #expect(
            spec.root.modifiers[1].modifier
                == .overlay(SecondaryView(ViewNode(.text(TextSpec("x")), id: "label"), alignment: .topLeading)))
    }

    @Test func offsetAspectRatioBorderAndGuides() throws {
        let spec = try decode(
            #"{ "type": "Color", "modifiers": [ { "offset": { "x": 3 } }, { "aspectRatio": { "contentMode": "fill" } }, { "border": { "width": 2 } }, { "alignmentGuide": { "guide": "firstTextBaseline", "value": "d[.bottom] - 2" } } ] }"#
        )
        let modifiers = spec.root.modifiers.map(\.modifier)
        #expect(modifiers[0] == .offset(x: 3, y: 0))
        #expect(modifiers[1] == .aspectRatio(nil, contentMode: .fill))
        #expect(modifiers[2] == .border(width: 2))
        guard case .alignmentGuide(let guide) = modifiers[3] else {
            Issue.record("not an alignment guide")
            return
        }
        #expect(guide.guide == .firstTextBaseline)
        // d[.bottom] − 2 with a bottom of 30 → 28.
        #expect(guide.value.evaluate { $0 == .guide(.bottom) ? 30 : .nan } == 28)
    }

    @Test func geometryExpressionsAreKeptWithPlaceholders() throws {
        let spec = try decode(
            #"{ "type": "GeometryReader", "content": { "type": "Color", "modifiers": [ { "frame": { "minHeight": "geometry.height / 4", "maxHeight": "max(geometry.height - 10, 0)" } } ] } }"#
        )
        let modifier = spec.root.children[0].modifiers[0]
        #expect(modifier.expressions.map(\.key) == ["minHeight", "maxHeight"])
        // min → 0, max → infinity placeholders; at height 100: 25 and max(90, 0) = 90.
        #expect(modifier.modifier == .flexibleFrame(FlexibleFrame(vertical: FrameLimits(min: 0, max: .infinity))))
        let values = modifier.expressions.map { $0.expression.evaluate { $0 == .geometryHeight ? 100 : .nan } }
        #expect(values == [25, 90])
    }

    @Test func expressionArithmetic() throws {
        // Precedence: 2 + 3 × 4 = 14; unary minus; clamp(x, lo, hi) = min(max(x, lo), hi).
        func value(_ source: String, height: Double = 667) throws -> Double {
            try LengthExpression(parsing: source, scope: .geometry).evaluate { $0 == .geometryHeight ? height : .nan }
        }
        #expect(try value("2 + 3 * 4") == 14)
        #expect(try value("(2 + 3) * 4") == 20)
        #expect(try value("-geometry.height / 2") == -333.5)
        #expect(try value("clamp(0.5 * geometry.height, 200, 400)") == 333.5)
        #expect(try value("clamp(0.5 * geometry.height, 200, 400)", height: 1376) == 400)
        #expect(try value("min(1, 2, -3)") == -3)
        #expect(try value("geometry.size.height") == 667)
        #expect(try value("1e2") == 100)
    }
}
