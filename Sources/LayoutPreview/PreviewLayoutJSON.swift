import LayoutCore
import LayoutHarness

/// The JSON `/layout` answers: the version, the file's error (with its location; the last good
/// layout is still drawn), notes, one panel per size — the report's SVG of both engines side
/// by side with ghost outlines, and each view's frames and class — and, per view id, the lines
/// the page's panel shows (modifiers or constraints).
enum PreviewLayoutJSON {
    static func make(
        version: Int, file: PreviewSession.FileState, paths: [String], query: PreviewQuery, solver: SolverThread
    ) -> JSONValue {
        var object = JSONObject()
        object["version"] = .number(Double(version))
        object["file"] = .string(file.path)
        object["files"] = .array(paths.map(JSONValue.string))
        object["error"] = file.error.map(JSONValue.string) ?? .null
        guard let document = file.document else {
            object["panels"] = .array([])
            object["notes"] = .array([])
            object["details"] = .object(JSONObject())
            return .object(object)
        }
        let sizes = query.sizes
        let overlay = query.overlay
        let drawn = solver.withEngines(file: query.file, document, query.dynamicType) { engines in
            var notes: [String] = []
            var panels: [JSONValue] = []
            for (index, entry) in sizes.enumerated() {
                let solved = engines.solve(entry.size)
                for note in solved.notes where !notes.contains(note) { notes.append(note) }
                var drawn = panel(
                    entry.name, entry.size, solved.stack, solved.constraints, index: index, overlay: overlay)
                if index == 0 {
                    drawn["probes"] = linesJSON(engines.probes(entry.size))
                    drawn["holds"] = linesJSON(engines.holds(solved.constraints, entry.size))
                }
                panels.append(.object(drawn))
            }
            return (panels, notes)
        }
        let (panels, notes) = drawn ?? ([], ["the preview is stopping"])
        object["kind"] = .string(SpecSolver.defaultEngine(for: document.document).rawValue)
        object["panels"] = .array(panels)
        object["notes"] = .array(notes.map(JSONValue.string))
        object["details"] = .object(
            JSONObject(
                document.details.sorted { $0.key < $1.key }.map {
                    JSONMember($0.key, .array($0.value.map(JSONValue.string)))
                }))
        return .object(object)
    }

    /// One size: the SVG and the views' frames.
    private static func panel(
        _ name: String, _ size: Size, _ stack: LayoutSolution?, _ constraints: LayoutSolution?, index: Int,
        overlay: Bool
    ) -> JSONObject {
        let solutions = [stack, constraints].compactMap { $0 }
        var picture = FramePicture(
            stack: stack, constraints: constraints, canvas: size,
            classifier: FrameClassifier(approximatedIn: solutions))
        // Overlaid: the constraint engine's panel alone, where the stack engine's frame of each
        // view that differs is already drawn dashed (the report's ghost outline).
        if overlay && picture.sides.count == 2 {
            picture.sides = [.constraints]
            picture.titles[.constraints] = "constraint engine, stack engine dashed where it differs"
        }
        var renderer = SVGRenderer()
        renderer.idPrefix = "p\(index)"
        var object = JSONObject()
        object["device"] = .string(name)
        object["width"] = .number(size.width)
        object["height"] = .number(size.height)
        object["svg"] = .string(renderer.render(picture))
        object["views"] = .array(
            picture.views.map { view in
                var entry = JSONObject()
                entry["id"] = .string(view.id)
                entry["stack"] = view.stack.map(LayoutSolution.rectJSON) ?? .null
                entry["constraints"] = view.constraints.map(LayoutSolution.rectJSON) ?? .null
                entry["agreement"] = view.agreement.map(JSONValue.string) ?? .string("not compared")
                if let reason = view.reason { entry["reason"] = .string(reason) }
                return .object(entry)
            })
        return object
    }

    /// Lines by view id (the probe trace, the constraints that hold each view).
    private static func linesJSON(_ probes: [String: [String]]) -> JSONValue {
        .object(
            JSONObject(
                probes.sorted { $0.key < $1.key }.map { JSONMember($0.key, .array($0.value.map(JSONValue.string))) }))
    }
}
