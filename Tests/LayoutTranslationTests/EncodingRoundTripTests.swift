import Foundation
import LayoutCore
import LayoutHarness
import Testing

/// JSON → model → JSON: the canonical text of a spec decodes to the same model and writes
/// back byte for byte (corpus, examples and the shared conformance cases).
@Suite("Spec encoding round trips")
struct EncodingRoundTripTests {
    static let sharedCases = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("../../../shared/conformance/cases").standardized

    /// Every view kind and modifier of FORMATS.md §1 in one (non-canonical) document.
    static let everyKind = #"""
        { "format": "layoutlab.view/1", "name": "rich",
          "environment": { "defaultSpacing": 10, "dynamicTypeSize": "accessibility1", "flags": { "isVertical": true, "compact": false } },
          "root": { "type": "VStack", "children": [
            { "type": "Text", "id": "t", "text": "Feature 1 with a long description", "font": { "size": 20 }, "lineLimit": 2,
              "modifiers": [ { "alignmentGuide": { "guide": "leading", "value": "d.width / 2" } },
                             { "background": { "type": "Color", "id": "bg" }, "alignment": "topLeading" },
                             { "overlay": { "type": "Circle" } }, { "offset": { "x": 3 } },
                             { "aspectRatio": { "ratio": 1.5, "contentMode": "fill" } }, { "border": { "width": 2 } },
                             { "padding": { "edges": ["horizontal"], "length": 10 } }, { "fixedSize": { "horizontal": true } } ] },
            { "type": "ForEach", "count": 3, "content": { "type": "Color", "id": "row{index}" } },
            { "type": "ScrollView", "axes": ["horizontal"], "contentOffset": { "x": 5, "y": 0 }, "children": [ { "type": "Rectangle" } ] },
            { "type": "LazyVGrid", "columns": [ { "size": { "fixed": 100 } }, { "size": { "flexible": { "minimum": 20 } }, "spacing": 4 },
                { "size": { "adaptive": { "minimum": 50, "maximum": 100 } }, "alignment": "leading" } ],
              "alignment": "leading", "spacing": 6, "pinnedViews": ["sectionHeaders"],
              "sections": [ { "header": { "type": "Color", "id": "h" }, "children": [ { "type": "Color" } ], "footer": { "type": "Color" } },
                            { "children": [ { "type": "Capsule" } ] } ] },
            { "type": "Grid", "alignment": "topLeading", "horizontalSpacing": 2, "children": [
              { "type": "GridRow", "alignment": "bottom", "children": [ { "type": "Color" } ] } ] },
            { "type": "AnyLayout", "cases": [ { "when": "dynamicTypeSize >= accessibility1", "layout": { "type": "VStack", "spacing": 2 } } ],
              "default": { "type": "HStack" }, "children": [ { "type": "Color" } ] },
            { "type": "ViewThatFits", "in": ["horizontal"], "children": [ { "type": "Text", "text": "long" }, { "type": "Text", "text": "s" } ] },
            { "type": "GeometryReader", "content": { "type": "Color", "modifiers": [ { "frame": { "height": "0.5 * geometry.height", "width": 10 } }, { "padding": "geometry.width / 10" } ] } }
          ] } }
        """#

    /// Every spec document to round-trip: (label, JSON text).
    static var documents: [(String, String)] {
        var result: [(String, String)] = [("every-kind.view", everyKind)]
        for entry in Corpus.entries {
            result.append((entry.name + ".view", entry.viewSpec))
            result.append((entry.name + ".constraints", entry.constraintSpec))
        }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: sharedCases.path)) ?? []
        for file in files.sorted() where file.hasSuffix(".view.json") || file.hasSuffix(".constraints.json") {
            if let text = try? String(contentsOf: sharedCases.appendingPathComponent(file), encoding: .utf8) {
                result.append((file, text))
            }
        }
        return result
    }

    static func canonical(_ document: SpecDocument) -> String {
        switch document {
        case .view(let spec): return JSONWriter.write(spec.json)
        case .constraints(let spec): return JSONWriter.write(spec.json)
        }
    }

    static func decode(_ text: String) throws -> SpecDocument {
        try SpecDocument(bytes: Array(text.utf8), file: "round-trip.json")
    }

    @Test(arguments: documents.map(\.0))
    func canonicalTextRoundTripsByteForByte(_ label: String) throws {
        let text = try #require(Self.documents.first { $0.0 == label }?.1)
        let model = try Self.decode(text)
        let canonical = Self.canonical(model)
        let again = try Self.decode(canonical)
        #expect(Self.canonical(again) == canonical)
        switch (model, again) {
        case (.view(let a), .view(let b)): #expect(a == b)
        case (.constraints(let a), .constraints(let b)):
            #expect(a.name == b.name && a.metrics == b.metrics && a.stackViews.count == b.stackViews.count)
            #expect(a.views.map(\.id) == b.views.map(\.id))
        default: Issue.record("the format changed")
        }
    }

    @Test func viewSpecCanonicalForm() throws {
        let spec = ViewSpec(
            name: "one",
            root: ViewNode(
                .vStack(alignment: .leading, spacing: 0), id: "stack",
                modifiers: [ModifierNode(.padding(EdgeInsets(all: 4)), id: "padded")],
                children: [ViewNode(.spacer(minLength: 20)), ViewNode(.shape(.color), id: "a")]))
        // Members in the documented order, defaults (environment, center alignment) left out.
        #expect(
            JSONWriter.write(spec.json, pretty: false)
                == #"{"format":"layoutlab.view/1","name":"one","root":{"type":"VStack","alignment":"leading","spacing":0,"id":"stack","modifiers":[{"padding":4,"id":"padded"}],"children":[{"type":"Spacer","minLength":20},{"type":"Color","id":"a"}]}}"#
        )
    }

    @Test func constraintSpecCanonicalForm() throws {
        var view = ConstraintView(id: "a")
        view.intrinsicHeight = 21
        view.huggingVertical = 251
        let spec = ConstraintSpec(
            name: "pin", metrics: [Metric(name: "gap", value: 8)], views: [view],
            constraints: [
                .text("a.left == gap", path: "constraints[0]"),
                .object(ConstraintObject(first: "a.top", relation: .equal, constant: 4, priority: 750), path: "c"),
            ])
        #expect(
            JSONWriter.write(spec.json, pretty: false)
                == #"{"format":"layoutlab.constraints/1","name":"pin","metrics":{"gap":8},"views":[{"id":"a","intrinsicSize":{"height":21},"hugging":{"vertical":251}}],"constraints":["a.left == gap",{"first":"a.top","relation":"==","constant":4,"priority":750}]}"#
        )
    }
}
