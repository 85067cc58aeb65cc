import LayoutCore
@testable import LayoutHarness
import Testing

/// The pictures of the report and of `render`, checked by parsing the SVG: ghosts, bands,
/// colours, labels, the legend and the table of differences.
@Suite struct ReportPictureTests {
    /// Scale of a 100×100 canvas in a 320×440 panel: min(320/100, 440/100) = 3.2. The stack
    /// panel's canvas starts at (16, 36) (margin 16, title band 20); the constraint panel's at
    /// x = 16 + 320 + 16 = 352.
    let canvas = Size(width: 100, height: 100)

    func picture(_ views: [FramePicture.View]) -> FramePicture {
        FramePicture(canvas: canvas, views: views)
    }

    @Test func theOtherEnginesFrameIsADashedGhostOverEachDifferingViewInBothPanels() {
        let same = Rect(x: 0, y: 0, width: 100, height: 20)
        let svg = SVGRenderer().render(
            picture([
                .init(id: "header", stack: same, constraints: same, agreement: "identical"),
                .init(
                    id: "box", stack: Rect(x: 25, y: 25, width: 50, height: 50),
                    constraints: Rect(x: 0, y: 40, width: 50, height: 50), agreement: "divergent"),
            ]))
        let ghosts = Markup.elements(svg, "rect", class: "ghost")
        // One differing view, two panels: two ghosts, none for the identical header.
        #expect(ghosts.count == 2)
        #expect(ghosts.allSatisfy { $0["data-view"] == "box" && $0["stroke-dasharray"] != nil && $0["fill"] == "none" })
        // Stack panel: the constraint frame (0, 40) → (16 + 0, 36 + 128), 160×160.
        #expect(ghosts.contains { $0.isRect(x: 16, y: 164, width: 160, height: 160) })
        // Constraint panel: the stack frame (25, 25) → (352 + 80, 36 + 80).
        #expect(ghosts.contains { $0.isRect(x: 432, y: 116, width: 160, height: 160) })
        let views = Markup.elements(svg, "rect", class: "view")
        #expect(views.filter { $0.hasClass("divergent") }.count == 2)
        #expect(views.filter { $0.hasClass("identical") }.count == 2)
    }

    /// `a` may sit anywhere in x ∈ [0, 60] with width 20 (the constraints' ranges): the band
    /// spans x 0…60 + 20 = 80 at the frame's y and height. Scaled by 3.2 in the stack panel:
    /// x 16, width 256, y 36 + 32 = 68, height 32.
    @Test func ambiguousViewsAreARangeInTheirOwnColourNotRed() {
        var diagnostic = Diagnostic(.ambiguous, "a is not determined", views: ["a"])
        diagnostic.ranges = [ValueRange(field: "x", minimum: 0, maximum: 60)]
        let size = SizeComparison(
            index: 0, size: canvas,
            differences: [
                FrameDifference(
                    id: "a", stack: Rect(x: 40, y: 10, width: 20, height: 10),
                    constraints: Rect(x: 0, y: 10, width: 20, height: 10), distance: 40, agreement: .ambiguous)
            ], stackSeconds: 0, constraintSeconds: 0, stackDiagnostics: [], constraintDiagnostics: [diagnostic])
        let svg = SVGRenderer().render(FramePicture(size))
        let bands = Markup.elements(svg, "rect", class: "band")
        #expect(bands.count == 2)
        #expect(bands.contains { $0.isRect(x: 16, y: 68, width: 256, height: 32) })
        #expect(bands.allSatisfy { ($0["fill"] ?? "").hasPrefix("url(#") })
        let views = Markup.elements(svg, "rect", class: "view")
        let red = ReportStyle.style(for: "divergent").stroke
        #expect(views.count == 2 && views.allSatisfy { $0.hasClass("ambiguous") && $0["stroke"] != red })
    }

    /// Twelve 8×8 views side by side in a 100-pt canvas (25.6 px each at scale 3.2) with
    /// ids far longer than that: the labels must be placed or shortened so that no two boxes
    /// share area, stay in their panel, and every view keeps its full id in a tooltip.
    @Test func labelsNeverOverlapStayInThePanelAndKeepTheFullIdInATooltip() {
        let views = (0..<12).map { i in
            FramePicture.View(
                id: "settingsRowToggle\(i)", stack: Rect(x: Double(i) * 8, y: 40, width: 8, height: 8),
                constraints: Rect(x: Double(i) * 8, y: 44, width: 8, height: 8), agreement: "divergent")
        }
        let svg = SVGRenderer().render(picture(views))
        let labels = Markup.elements(svg, "text", class: "label")
        #expect(!labels.isEmpty)
        // Box of a label: x − 2 … x − 2 + data-width, baseline − 11 … baseline + 3.
        let boxes = labels.map { (label: MarkupElement) -> LabelBox in
            let x: Double = label.number("x") ?? 0
            let y: Double = label.number("y") ?? 0
            return LabelBox(panel: x < 352 ? 0 : 1, x: x - 2, y: y - 11, width: label.number("data-width") ?? 0)
        }
        for (i, a) in boxes.enumerated() {
            for b in boxes[(i + 1)...] where a.panel == b.panel {
                let apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + 14 <= b.y || b.y + 14 <= a.y
                #expect(apart, "labels overlap: \(a) and \(b)")
            }
            let left = a.panel == 0 ? 16.0 : 352.0
            #expect(a.x >= left && a.x + a.width <= left + 320 && a.y >= 36 && a.y + 14 <= 36 + 320)
        }
        // Elided labels end in "…" and are prefixes of their view's id.
        for label in labels where label.text.hasSuffix("…") {
            #expect(label["data-view"]!.hasPrefix(String(label.text.dropLast())))
        }
        // Every view (24 rectangles) has a tooltip with its id; labels are 11 px (the SVG's size).
        for i in 0..<12 {
            #expect(svg.components(separatedBy: "<title>settingsRowToggle\(i) (divergent)").count - 1 == 2)
        }
        #expect(Markup.elements(svg).first?["font-size"] == "11")
        #expect(labels.allSatisfy { $0["font-size"] == nil })
    }

    @Test func aSingleViewIsLabelledInsideItsTopLeftCorner() {
        let frame = Rect(x: 10, y: 10, width: 50, height: 20)
        let svg = SVGRenderer().render(
            picture([.init(id: "title", stack: frame, constraints: frame, agreement: "identical")]))
        let labels = Markup.elements(svg, "text", class: "label")
        // (10, 10) → (16 + 32, 36 + 32) = (48, 68); the box starts 1 px in, the text 2 px
        // further, the baseline 11 px below the box's top: (51, 80).
        #expect(labels.count == 2)
        #expect(labels[0].number("x") == 51)
        #expect(labels[0].number("y") == 80)
        #expect(labels[0].text == "title")
    }

    /// A 60×60 container at (20, 20) whose top-left corner holds a 20×20 child: the child
    /// (smaller) is labelled inside itself at (16 + 64 + 1, 36 + 64 + 1) → text (83, 112).
    /// The container (drawn 192 wide from x = 80) may not use its top-left spot, which
    /// overlaps the child, so "card" (4 × 11 × 0.62 + 4 = 31.28 px) goes to its top-right:
    /// box x = 80 + 192 − 31.28 − 1 = 239.72 → text x 241.72, baseline 112.
    @Test func aContainersLabelLeavesTheSpotInsideItsChildToTheChild() {
        let svg = SVGRenderer().render(
            picture([
                .init(
                    id: "card", stack: Rect(x: 20, y: 20, width: 60, height: 60),
                    constraints: Rect(x: 20, y: 20, width: 60, height: 60), agreement: "identical"),
                .init(
                    id: "icon", stack: Rect(x: 20, y: 20, width: 20, height: 20),
                    constraints: Rect(x: 20, y: 20, width: 20, height: 20), agreement: "identical"),
            ]))
        let labels = Markup.elements(svg, "text", class: "label").filter { ($0.number("x") ?? 0) < 352 }
        let icon = labels.first { $0.text == "icon" }
        let card = labels.first { $0.text == "card" }
        #expect(icon?.number("x") == 83 && icon?.number("y") == 112)
        #expect(card?.number("x") == 241.72 && card?.number("y") == 112)
    }

    @Test func theLegendStatesEachColourAndLineStyleInThePicture() {
        var renderer = SVGRenderer()
        renderer.showsLegend = true
        var diagnostic = Diagnostic(.ambiguous, "", views: ["b"])
        diagnostic.ranges = [ValueRange(field: "y", minimum: 0, maximum: 50)]
        let size = SizeComparison(
            index: 0, size: canvas,
            differences: [
                FrameDifference(
                    id: "a", stack: Rect(x: 0, y: 0, width: 10, height: 10),
                    constraints: Rect(x: 0, y: 0, width: 10, height: 10), distance: 0, agreement: .identical),
                FrameDifference(
                    id: "b", stack: Rect(x: 0, y: 20, width: 10, height: 10),
                    constraints: Rect(x: 0, y: 0, width: 10, height: 10), distance: 20, agreement: .ambiguous),
                FrameDifference(
                    id: "c", stack: Rect(x: 50, y: 50, width: 10, height: 10),
                    constraints: Rect(x: 60, y: 50, width: 10, height: 10), distance: 10, agreement: .divergent),
            ], stackSeconds: 0, constraintSeconds: 0, stackDiagnostics: [], constraintDiagnostics: [diagnostic])
        let svg = renderer.render(FramePicture(size))
        let entries = svg.components(separatedBy: "<g class=\"legend-entry\">").dropFirst().map {
            String($0.split(separator: ">").dropFirst(2).first ?? "").replacingOccurrences(of: "</text", with: "")
        }
        #expect(entries.count == 5)
        #expect(entries[0].hasPrefix("identical: "))
        #expect(entries[1].hasPrefix("ambiguous: "))
        #expect(entries[2].hasPrefix("divergent: "))
        #expect(entries[3].hasPrefix("dashed outline"))
        #expect(entries[4].hasPrefix("hatched band"))
    }

    /// Δ = constraint − stack: (5 − 0, −2.5 − 0, 10 − 10, 12 − 10) = (5, −2.5, 0, 2); missing
    /// frames print "—".
    @Test func theTableOfDifferencesHasFixedDecimals() {
        let table = DifferenceTable(
            picture([
                .init(
                    id: "b", stack: Rect(x: 0, y: 0, width: 10, height: 10),
                    constraints: Rect(x: 5, y: -2.5, width: 10, height: 12), agreement: "divergent"),
                .init(
                    id: "gone", stack: Rect(x: 0, y: 0, width: 1, height: 1), constraints: nil, agreement: "infeasible"),
                .init(id: "same", stack: .zero, constraints: .zero, agreement: "identical"),
            ]))
        #expect(table.rows.map(\.id) == ["b", "gone"])
        #expect(table.rows[0].deltas == ["5.00", "-2.50", "0.00", "2.00"])
        #expect(table.rows[1].deltas == ["—", "—", "—", "—"])
        let cells = Markup.elements(table.html(), "td", class: "num")
        #expect(cells.map(\.text) == ["5.00", "-2.50", "0.00", "2.00", "—", "—", "—", "—"])
    }

    /// `render`'s picture from two solutions: `box` in both (moved: divergent), `_h0` only in
    /// the constraint solution (a helper: drawn faint, not compared, no ghost).
    @Test func viewsInOneSolutionOnlyAreDrawnButNotCompared() {
        let size = SolveSize(canvas)
        let stack = LayoutSolution(
            engine: .stack, spec: "s", size: size,
            frames: [ViewFrame(id: "box", frame: Rect(x: 0, y: 0, width: 10, height: 10))])
        let constraints = LayoutSolution(
            engine: .constraints, spec: "s", size: size,
            frames: [
                ViewFrame(id: "box", frame: Rect(x: 5, y: 0, width: 10, height: 10)),
                ViewFrame(id: "_h0", frame: Rect(x: 0, y: 0, width: 100, height: 100)),
            ])
        let picture = FramePicture(stack: stack, constraints: constraints, canvas: canvas)
        #expect(picture.views.map(\.id) == ["box", "_h0"])
        #expect(picture.views.map(\.agreement) == ["divergent", nil])
        var renderer = SVGRenderer()
        renderer.showsLegend = true
        let svg = renderer.render(picture)
        #expect(Markup.elements(svg, "rect", class: "not-compared").count == 1)
        #expect(Markup.elements(svg, "rect", class: "ghost").map { $0["data-view"] } == ["box", "box"])
        #expect(svg.contains(">not compared: in one spec only (not compared)</text>"))
    }

    /// Unsatisfiable constraints: the constraint panel says so and is empty; the stack
    /// engine's views are infeasible (no frame to compare with), so there is no ghost.
    @Test func anUnsatisfiableSideIsTitledAndItsViewsAreInfeasible() {
        let size = SolveSize(canvas)
        let stack = LayoutSolution(
            engine: .stack, spec: "s", size: size,
            frames: [ViewFrame(id: "box", frame: Rect(x: 0, y: 0, width: 10, height: 10))])
        let constraints = LayoutSolution(engine: .constraints, spec: "s", size: size, status: .unsatisfiable)
        let picture = FramePicture(stack: stack, constraints: constraints, canvas: canvas)
        #expect(picture.title(of: .constraints) == "constraint engine (unsatisfiable)")
        let svg = SVGRenderer().render(picture)
        #expect(picture.views.map(\.agreement) == ["infeasible"])
        #expect(Markup.elements(svg, "rect", class: "infeasible").count == 1)
        #expect(Markup.elements(svg, "rect", class: "ghost").isEmpty)
        #expect(svg.contains(">constraint engine (unsatisfiable)</text>"))
    }

    @Test func theStyleTableHasASlotForEveryClass() {
        let words = ReportStyle.classes.map(\.word)
        #expect(words == ["identical", "ambiguous", "approximate", "divergent", "overflow", "infeasible"])
        #expect(Set(ReportStyle.classes.map(\.stroke)).count == words.count)
        for agreement in Agreement.allCases { #expect(words.contains(agreement.rawValue)) }
    }
}

struct LabelBox {
    var panel: Int
    var x: Double
    var y: Double
    var width: Double
}

extension MarkupElement {
    fileprivate func isRect(x: Double, y: Double, width: Double, height: Double) -> Bool {
        let values: [Double?] = [number("x"), number("y"), number("width"), number("height")]
        return values == [x, y, width, height]
    }
}

extension Rect {
    fileprivate static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
}
