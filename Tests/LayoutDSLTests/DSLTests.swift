import LayoutDSL
import LayoutTesting
import StackLayout
import Testing

/// The adaptive layout of seed 002, written as SwiftUI source.
struct AdaptiveLayoutView: View {
    var body: some View {
        VStack(spacing: 0) {
            VStack {
                Color.blue.frame(height: 50).id("t1")
                Spacer(minLength: 20)
                Color.blue.frame(height: 50).id("t2")
                Spacer(minLength: 20)
                Color.blue.frame(height: 50).id("t3")
            }
            .frame(minHeight: 200, maxHeight: 400).id("top")
            Color.gray.id("bottom")
        }
    }
}

@Suite("Swift DSL")
struct DSLTests {
    @Test func buildsTheSameModelAsTheJSON() throws {
        let json = #"""
            { "format": "layoutlab.view/1", "name": "adaptive-split",
              "root": { "type": "VStack", "spacing": 0, "children": [
                { "type": "VStack", "children": [
                    { "type": "Color", "modifiers": [ { "frame": { "height": 50 }, "id": "t1" } ] },
                    { "type": "Spacer", "minLength": 20 },
                    { "type": "Color", "modifiers": [ { "frame": { "height": 50 }, "id": "t2" } ] },
                    { "type": "Spacer", "minLength": 20 },
                    { "type": "Color", "modifiers": [ { "frame": { "height": 50 }, "id": "t3" } ] } ],
                  "modifiers": [ { "frame": { "minHeight": 200, "maxHeight": 400 }, "id": "top" } ] },
                { "type": "Color", "id": "bottom" } ] } }
            """#
        guard case .view(let decoded) = try SpecDocument(bytes: Array(json.utf8), file: "adaptive.json") else {
            Issue.record("not a view spec")
            return
        }
        #expect(ViewSpec(name: "adaptive-split", AdaptiveLayoutView()) == decoded)
    }

    @Test func idNamesTheBaseViewBeforeAnyModifier() {
        let nodes = Color.red.id("a").frame(width: 10).nodes
        #expect(nodes[0].id == "a")
        #expect(nodes[0].modifiers[0].id == nil)
    }

    @Test func paddingEdgesAndDefault() {
        let nodes = Rectangle().padding(.horizontal, 10).padding().nodes
        #expect(nodes[0].modifiers[0].modifier == .padding(EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)))
        #expect(nodes[0].modifiers[1].modifier == .padding(EdgeInsets(all: 16)))
    }

    @Test func forEachIfAndGroupExpandIntoChildren() {
        let show = true
        let stack = HStack {
            ForEach(0..<3) { i in Color.red.id("c\(i)") }
            if show { Spacer() } else { Circle() }
            Group {
                Capsule()
                RoundedRectangle(cornerRadius: 4)
            }
        }
        #expect(
            stack.nodes[0].children.map(\.kind.typeName) == [
                "Color", "Color", "Color", "Spacer", "Capsule", "RoundedRectangle",
            ])
        #expect(stack.nodes[0].children.compactMap(\.id) == ["c0", "c1", "c2"])
    }

    @Test func laysOutLikeSwiftUI() {
        var engine = StackLayoutEngine(ViewSpec(name: "adaptive", AdaptiveLayoutView()))
        let solution = engine.solve(in: SolveSize(width: 375, height: 667))
        // top = clamp(667/2, 200, 400) = 333.5; t2 at 50 + (333.5 − 150)/2 = 141.75
        #expect(solution.frames.first { $0.id == "top" }?.frame.height == 333.5)
        #expect(solution.frames.first { $0.id == "t2" }?.frame.y == 141.75)
    }
}

@Suite("Frame assertions")
struct LayoutCheckTests {
    @Test func passesWhenFramesMatch() throws {
        // top = clamp(667/2, 200, 400) = 333.5, bottom = 667 − 333.5
        try LayoutCheck.frames(
            of: AdaptiveLayoutView(), in: Size(width: 375, height: 667),
            [ExpectedFrame("top", x: 0, y: 0, width: 375, height: 333.5), ExpectedFrame("bottom", y: 333.5)])
    }

    @Test func failsWithATableOfTheViewsThatDiffer() {
        do {
            try LayoutCheck.frames(
                of: AdaptiveLayoutView(), in: Size(width: 375, height: 667),
                [ExpectedFrame("top", height: 300), ExpectedFrame("nope", width: 1), ExpectedFrame("t1", height: 50)])
            Issue.record("expected a mismatch")
        } catch {
            #expect(error.rows.map(\.expected.id) == ["top", "nope"])
            // |300 − 333.5| = 33.5
            #expect(error.rows[0].difference == 33.5)
            let lines = error.description.split(separator: "\n")
            #expect(lines[0] == "AdaptiveLayoutView — stack engine at 375x667: 2 view(s) differ by more than 0.001 pt")
            #expect(lines[2].hasPrefix("top") && lines[2].contains("333.5") && lines[2].hasSuffix("33.5"))
            #expect(lines[3].contains("missing"))
        }
    }

    @Test func mismatchIsNilWhenFramesMatchForExpect() {
        let size = Size(width: 375, height: 667)
        // bottom = 667 − clamp(333.5, 200, 400) = 333.5
        #expect(
            LayoutCheck.mismatch(of: AdaptiveLayoutView(), in: size, [ExpectedFrame("bottom", height: 333.5)]) == nil)
        #expect(LayoutCheck.mismatch(of: AdaptiveLayoutView(), in: size, [ExpectedFrame("bottom", height: 300)]) != nil)
    }

    @Test func enginesAgreeOnTheAdaptiveLayout() throws {
        let constraints = ConstraintSpec(
            name: "halves",
            views: [ConstraintView(id: "top"), ConstraintView(id: "bottom")],
            constraints: [
                .text("top.left == 0", path: "c0"), .text("top.top == 0", path: "c1"),
                .text("top.width == root.width", path: "c2"), .text("top.height >= 200", path: "c3"),
                .text("top.height <= 400", path: "c4"), .text("top.height == 0.5 * root.height @750", path: "c5"),
                .text("bottom.left == 0", path: "c6"), .text("bottom.width == root.width", path: "c7"),
                .text("bottom.top == top.bottom", path: "c8"), .text("bottom.bottom == root.bottom", path: "c9"),
            ])
        let sizes = [Size(width: 375, height: 667), Size(width: 1032, height: 1376), Size(width: 320, height: 300)]
        try LayoutCheck.enginesAgree(ViewSpec(name: "adaptive", AdaptiveLayoutView()), constraints, sizes: sizes)
    }
}

@Suite("Swift DSL: text and secondary views")
struct DSLContentTests {
    @Test func textFontAndLineLimit() {
        let node = Text("Feature 1").font(.system(size: 34)).lineLimit(2).nodes[0]
        #expect(node.kind == .text(TextSpec("Feature 1", fontSize: 34, lineLimit: 2)))
    }

    @Test func backgroundOverlayOffsetAspectRatio() {
        let node = Color.red.background(Color.gray.id("bg")).overlay(Circle(), alignment: .topLeading)
            .offset(x: 3).aspectRatio(1.5, contentMode: .fill).nodes[0]
        #expect(
            node.modifiers.map(\.modifier) == [
                .background(SecondaryView(ViewNode(.shape(.color), id: "bg"))),
                .overlay(SecondaryView(ViewNode(.shape(.circle)), alignment: .topLeading)),
                .offset(x: 3, y: 0), .aspectRatio(1.5, contentMode: .fill),
            ])
    }

    @Test func viewThatFitsKeepsItsChildren() {
        let node = ViewThatFits(in: .horizontal) {
            Text("long label")
            Text("short")
        }.nodes[0]
        #expect(node.kind == .viewThatFits(horizontal: true, vertical: false))
        #expect(node.children.count == 2)
    }
}

@Suite("Swift DSL: GeometryReader")
struct DSLGeometryTests {
    @Test func geometryLengthsBuildTheJSONExpressions() throws {
        let json = #"""
            { "format": "layoutlab.view/1", "name": "geo", "root": { "type": "GeometryReader", "content":
              { "type": "VStack", "spacing": 0, "children": [
                { "type": "Color", "modifiers": [ { "frame": { "height": "clamp(0.5 * geometry.height, 200, 400)" }, "id": "top" } ] },
                { "type": "Color", "id": "bottom" } ] } } }
            """#
        guard case .view(let decoded) = try SpecDocument(bytes: Array(json.utf8), file: "geo.json") else {
            Issue.record("not a view spec")
            return
        }
        let view = GeometryReader { geometry in
            VStack(spacing: 0) {
                Color.blue.frame(height: clamp(0.5 * geometry.size.height, 200, 400)).id("top")
                Color.gray.id("bottom")
            }
        }
        #expect(ViewSpec(name: "geo", view) == decoded)
        // 0.5 × 667 = 333.5, inside 200…400.
        try LayoutCheck.frames(of: view, in: Size(width: 375, height: 667), [ExpectedFrame("top", height: 333.5)])
    }

    @Test func aComputedLengthBesideAFixedOneIsAFrame() throws {
        // SwiftUI's lengths are all CGFloat, so `.frame(width: geometry.size.width, height: 0)`
        // compiles there; here the mixed overloads build the same frame as the JSON.
        let json = #"""
            { "format": "layoutlab.view/1", "name": "mixed", "root": { "type": "GeometryReader", "content":
              { "type": "VStack", "alignment": "leading", "spacing": 0, "children": [
                { "type": "Color", "modifiers": [ { "frame": { "width": "geometry.width - 40", "height": 0 }, "id": "rule" } ] },
                { "type": "Color", "modifiers": [ { "frame": { "width": 44, "height": "0.5 * geometry.height" }, "id": "bar" } ] } ] } } }
            """#
        guard case .view(let decoded) = try SpecDocument(bytes: Array(json.utf8), file: "mixed.json") else {
            Issue.record("not a view spec")
            return
        }
        let view = GeometryReader { geometry in
            VStack(alignment: .leading, spacing: 0) {
                Color.gray.frame(width: geometry.size.width - 40, height: 0).id("rule")
                Color.gray.frame(width: 44, height: 0.5 * geometry.size.height).id("bar")
            }
        }
        #expect(ViewSpec(name: "mixed", view) == decoded)
        // 375 − 40 = 335 wide, 0 high at the top; the bar 44 × 333.5 (half of 667) below it.
        try LayoutCheck.frames(
            of: view, in: Size(width: 375, height: 667),
            [
                ExpectedFrame("rule", x: 0, y: 0, width: 335, height: 0),
                ExpectedFrame("bar", x: 0, y: 0, width: 44, height: 333.5),
            ])
    }
}
