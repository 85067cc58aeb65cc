import ConstraintLayout
import LayoutCore
import StackLayout

/// The result of translating a constraint spec into a view spec.
public struct StackTranslation: Sendable, Equatable {
    /// The view spec (ids are the constraint spec's view ids).
    public var spec: ViewSpec
    /// Assumptions the translation made (each verified by the size sweep).
    public var notes: [TranslationNote]
    /// The views whose stack form rests on one of those assumptions (verified at
    /// `ConstraintsToStacks.verificationSizes` only), in the constraint spec's order, with the
    /// assumption as the reason.
    public var approximatedViews: [ApproximatedView]
    /// Why the stack form was not taken, when the translation is a `GeometryReader` fallback
    /// (the stack attempt's notes; empty for a stack form).
    public var fallbackReasons: [TranslationNote] = []
    /// Whether the root's margins are written as UIKit's minimum of the root's width
    /// (``ConstraintsToStacks/minimumMarginExpression``, in a `GeometryReader` at the root).
    public var marginsFollowWidth = false
}

/// Constraints → stacks: recognises edge pins, chains along an axis (VFL lines included),
/// fixed and min/max sizes, sizes equal or proportional to the container, centring and
/// UIStackView rows, and writes the idiomatic view spec; then verifies it: both engines
/// must give every view the same frame over a sweep of sizes.
///
/// ```swift
/// let stacks = try ConstraintsToStacks.translate(constraintSpec)
/// let source = try SwiftUISource.make(stacks.spec, typeName: "Adaptive")
/// ```
public enum ConstraintsToStacks {
    /// The sizes a translation is verified at: phone to tablet widths, short to tall heights.
    public static let verificationSizes: [Size] = [320, 375, 430, 834, 1032].flatMap { width in
        [300, 480, 667, 932, 1376].map { Size(width: width, height: $0) }
    }

    /// Translates `spec`; throws `TranslationError.notExpressible` naming the constraints or
    /// views with no stack form (or where the stack form lays out differently), and
    /// `SpecError` when the spec itself is invalid.
    ///
    /// With `allowGeometryReader`, a layout whose stack form fails is tried again with sizes
    /// proportional to the root written as `GeometryReader` expressions.
    ///
    /// `helperIDs` are views an importer added (guides, safe areas): the last-resort affine
    /// form leaves them out.
    ///
    /// With `allowsApproximation` as well, a layout whose affine form differs at some size
    /// (text that wraps differently, a size the constraints force below zero, constraints
    /// unsatisfiable there and broken as Auto Layout breaks them) still gets that form, its
    /// differing views in `approximatedViews` with the first size and frames that differ.
    ///
    /// With `safeArea` (a screen's root, `RootSafeArea`), the SwiftUI is written as a window
    /// lays it out, inside the safe area: the safe area's insets are not padded, views pinned
    /// to the root's own edges ignore the safe area there, and the verification lays the
    /// SwiftUI out inside `safeArea.insets` (for a spec with `variations`, in each size
    /// class's layout and the merged one).
    ///
    /// Without `safeArea`, a spec naming the root's safe-area guide (`safeArea.*`) or with
    /// `safeAreaInsets` is translated as the importer's safe-area guide is
    /// (``importerForm(ofSafeAreaGuide:)``): the SwiftUI lies inside the safe area.
    ///
    /// With `marginRoot`, the root view whose horizontal margins (beyond the safe area) are
    /// UIKit's minimum, which steps with the width: they are written as a length of the
    /// root's width where that verifies (``steppingRootMargins(_:_:geometry:_:guides:safeArea:root:)``).
    ///
    /// With `devices` as well (the root imported for each device of a proof and for other
    /// insets), the last-resort affine form lies inside the safe area and writes its frames in
    /// the reader's size and `geometry.safeAreaInsets`, read from every device's own import, and
    /// is verified on each device inside that device's insets (``DeviceSafeAreas``).
    public static func translate(
        _ spec: ConstraintSpec, allowGeometryReader: Bool = false, verifyingAt sizes: [Size] = verificationSizes,
        helperIDs: Set<String> = [], allowsApproximation: Bool = false, safeArea: RootSafeArea? = nil,
        minimumMarginsOf marginRoot: String? = nil, devices: DeviceSafeAreas? = nil
    ) throws -> StackTranslation {
        if safeArea == nil, let (helperForm, guide) = importerForm(ofSafeAreaGuide: spec) {
            // A hand-written safe-area guide, read as the importer's (`importerForm`); the view
            // spec is laid out in the spec's insets, as its verification was.
            var stacks = try translate(
                helperForm, allowGeometryReader: allowGeometryReader, verifyingAt: sizes,
                helperIDs: helperIDs.union(guide.guides), allowsApproximation: allowsApproximation, safeArea: guide,
                minimumMarginsOf: marginRoot, devices: devices)
            stacks.spec.environment.safeAreaInsets = guide.insets
            return stacks
        }
        if !spec.variations.isEmpty {
            return try translateVariations(
                spec, allowGeometryReader: allowGeometryReader, verifyingAt: sizes, helperIDs: helperIDs,
                safeArea: safeArea)
        }
        do {
            let stacks = try attempt(spec, geometry: false, sizes, guides: helperIDs, safeArea: safeArea)
            return steppingRootMargins(
                stacks, spec, geometry: false, sizes, guides: helperIDs, safeArea: safeArea, root: marginRoot)
        } catch let error as TranslationError where allowGeometryReader {
            let reasons: [TranslationNote]
            if case .notExpressible(let notes) = error { reasons = notes } else { reasons = [] }
            if var fallback = try? attempt(spec, geometry: true, sizes, guides: helperIDs, safeArea: safeArea) {
                fallback = steppingRootMargins(
                    fallback, spec, geometry: true, sizes, guides: helperIDs, safeArea: safeArea, root: marginRoot)
                fallback.fallbackReasons = reasons
                return fallback
            }
            if var affine = try? affineFrames(
                spec, sizes, helperIDs, approximating: allowsApproximation, safeArea: safeArea,
                devices: safeArea == nil ? nil : devices, marginRoot: marginRoot)
            {
                affine.fallbackReasons = reasons
                return affine
            }
            throw error
        }
    }

    /// The last resort (`AffineFrames`): every frame a piecewise-affine function of the
    /// container size, verified; with `approximating`, kept where it differs, those views
    /// approximated. With `devices` (a screen's root), the reader lies inside the safe area and
    /// its frames follow the reader's size and insets (``DeviceSafeAreas``) and the minimum
    /// side margins of `marginRoot` where they step between the devices; with `safeArea`
    /// alone, the reader ignores the safe area: its frames are the window's (the document's
    /// insets in them).
    private static func affineFrames(
        _ spec: ConstraintSpec, _ sizes: [Size], _ helperIDs: Set<String>, approximating: Bool,
        safeArea: RootSafeArea?, devices: DeviceSafeAreas?, marginRoot: String?
    ) throws -> StackTranslation {
        let engine = try ConstraintLayoutEngine(spec)
        let deviceSpecs = devices?.specs()
        let deviceSamples = devices.flatMap { devices in
            deviceSpecs.flatMap { AffineFrames.samples(on: devices, specs: $0, marginRoot: marginRoot) }
        }
        let tree =
            deviceSamples.map { AffineFrames.tree(spec, $0, omitting: helperIDs) }
            ?? AffineFrames.tree(spec, at: sizes, omitting: helperIDs)
        guard var root = tree else {
            throw TranslationError.notExpressible([TranslationNote(view: spec.name, reason: "a solution failed")])
        }
        if safeArea != nil && deviceSamples == nil {
            root.modifiers.append(ModifierNode(.ignoresSafeArea(.all, edges: .all)))
        }
        let viewSpec = ViewSpec(name: spec.name, environment: StackRecognizer.environment(for: spec), root: root)
        let differences: [TranslationNote]
        if let devices, let deviceSpecs, deviceSamples != nil {
            differences = try Self.differences(
                viewSpec, on: devices, deviceSpecs, everySize: approximating, helperIDs: helperIDs)
        } else {
            differences = try Self.differences(
                spec, engine, inside(viewSpec, safeArea), sizes, everySize: approximating, helperIDs: helperIDs)
        }
        guard differences.isEmpty || approximating else { throw TranslationError.notExpressible(differences) }
        let note = TranslationNote(
            view: spec.name, reason: "no stack form: frames affine in the container size (GeometryReader)")
        let order = spec.views.map(\.id) + spec.stackViews.map(\.id)
        let approximated = ApproximatedView.collect(
            differences.map { (ids: [$0.view], reason: $0.reason) }, order: order)
        // A difference no view carries (unsatisfiable constraints) approximates every view.
        let unplaced = differences.filter { !order.contains($0.view) }.map(\.reason).joined(separator: "; ")
        let everyView = order.filter { !helperIDs.contains($0) }.map { ApproximatedView(id: $0, reason: unplaced) }
        return StackTranslation(
            spec: viewSpec, notes: [note] + differences, approximatedViews: unplaced.isEmpty ? approximated : everyView)
    }

    /// The stack form (`geometry`: sizes proportional to the root as GeometryReader
    /// expressions); `guides` are helper views pinned to as insets (`resolveGuides`); with
    /// `safeArea`, the root's content as SwiftUI places it inside the safe area
    /// (`RootSafeArea`).
    static func attempt(
        _ spec: ConstraintSpec, geometry: Bool, _ sizes: [Size], guides: Set<String>, safeArea: RootSafeArea? = nil
    ) throws -> StackTranslation {
        let engine = try ConstraintLayoutEngine(spec)
        // Scroll views' views are read inside their content areas (`ScrollViews`).
        let scrollAreas = ScrollViews.contentAreas(spec, engine.constraints, guides: guides)
        let recognized = ScrollViews.contentParented(spec, scrollAreas)
        var parents: [String: String] = [:]
        for view in recognized.views { parents[view.id] = view.parent }
        for stack in recognized.stackViews {
            parents[stack.id] = stack.parent
            for arranged in stack.arrangedSubviews { parents[arranged] = stack.id }
        }
        var margins = Dictionary(spec.views.map { ($0.id, $0.layoutMargins) }, uniquingKeysWith: { a, _ in a })
        if let safeArea, let rootMargins = margins[safeArea.root] {
            margins[safeArea.root] = safeArea.beyondSafeArea(rootMargins)
        }
        var facts = ConstraintFacts(
            engine.constraints, rightToLeft: spec.isRightToLeft, parents: parents, margins: margins, guides: guides)
        let screenPins = safeArea?.screenPins(engine.constraints, parents: parents) ?? [:]
        if let safeArea {
            facts.moveGuidesInsideSafeArea(safeArea)
            facts.resolveSafeAreaProportions(safeArea, parents: parents)
            facts.screenRoot = ScreenRoot(root: safeArea.root, pins: screenPins, parents: parents)
        }
        facts.resolveGuides(guides, parents: parents)
        facts.resolveEdgePins(parents: parents)
        facts.bindToScrollFrames(recognized, scrollAreas, parents: parents)
        guard facts.unrecognized.isEmpty else { throw TranslationError.notExpressible(facts.unrecognized) }
        var recognizer = StackRecognizer(spec: recognized, facts: facts)
        recognizer.usesGeometry = geometry
        recognizer.guides = guides
        recognizer.scrollAreas = scrollAreas
        var root = recognizer.content(of: ConstraintSpec.rootID)
        // The guides and the scroll views' content areas are read as insets and areas, not views.
        let helpers = guides.union(scrollAreas.values)
        if let safeArea {
            root = ignoringSafeArea(root, screenPins, safeArea)
            if !geometry {
                let bars = BarInset.bars(engine.constraints, safeArea, parents: parents, rows: recognized.rows)
                root = try insettingBars(root, bars) { try verifies($0, spec, engine, safeArea, sizes, helpers) }
            }
        }
        // The GeometryReader form: without a frame its content gets anyway, where that lays out alike.
        let framed = root
        let unframed = geometry ? GeometryReaderFrames.droppingWholeSizeFrame(root) : nil
        root = unframed ?? root
        if geometry { root = ViewNode(.geometryReader, children: [root]) }
        let hard = recognizer.notes.filter { !$0.reason.contains("(verified below)") }
        guard hard.isEmpty else { throw TranslationError.notExpressible(hard) }
        var viewSpec = ViewSpec(name: spec.name, environment: StackRecognizer.environment(for: spec), root: root)
        var differences = try differences(spec, engine, inside(viewSpec, safeArea), sizes, helperIDs: helpers)
        if !differences.isEmpty, unframed != nil {
            viewSpec.root = ViewNode(.geometryReader, children: [framed])
            differences = try Self.differences(spec, engine, inside(viewSpec, safeArea), sizes, helperIDs: helpers)
        }
        guard differences.isEmpty else { throw TranslationError.notExpressible(recognizer.notes + differences) }
        let order = spec.views.map(\.id) + spec.stackViews.map(\.id)
        let checked = "(checked at the \(sizes.count) verification sizes only)"
        let approximations = recognizer.notes.map { note in
            (ids: [note.view], reason: note.reason.replacingOccurrences(of: "(verified below)", with: checked))
        }
        return StackTranslation(
            spec: viewSpec, notes: recognizer.notes,
            approximatedViews: ApproximatedView.collect(approximations, order: order))
    }

    /// The first size at which the stack form differs, per differing view.
    /// With `everySize`, every view that differs somewhere, at the first size it does (and
    /// each size where the constraints are unsatisfiable). A view of `spec` that the stack
    /// form has no view for differs at the first size (`missingViews`), unless it is one of
    /// `helperIDs` (guides an importer added, which a translation may leave out).
    static func differences(
        _ spec: ConstraintSpec, _ engine: ConstraintLayoutEngine, _ viewSpec: ViewSpec, _ sizes: [Size],
        everySize: Bool = false, helperIDs: Set<String> = []
    ) throws -> [TranslationNote] {
        let missing = missingViews(spec, viewSpec, helperIDs: helperIDs)
        if !missing.isEmpty && !everySize { return missing }
        var found: [TranslationNote] = []
        for size in sizes {
            let expected = try engine.solve(in: size)
            if expected.status == .unsatisfiable {
                // Nothing to match: the constraints themselves have no solution at this size.
                let sizeText = JSONWriter.formatNumber(size.width) + "x" + JSONWriter.formatNumber(size.height)
                let note = TranslationNote(view: spec.name, reason: "the constraints are unsatisfiable at \(sizeText)")
                guard everySize else { return [note] }
                found.append(note)
                continue
            }
            var stack = StackLayoutEngine(viewSpec)
            let actual = stack.solve(in: SolveSize(width: size.width, height: size.height))
            var notes: [TranslationNote] = []
            for frame in expected.frames where !found.contains(where: { $0.view == frame.id }) {
                if missing.contains(where: { $0.view == frame.id }) { continue }
                guard let other = actual.frames.first(where: { $0.id == frame.id })?.frame,
                    Tolerance.distance(other, frame.frame) > Tolerance.frame
                else { continue }
                let sizeText = JSONWriter.formatNumber(size.width) + "x" + JSONWriter.formatNumber(size.height)
                notes.append(
                    TranslationNote(
                        view: frame.id,
                        reason:
                            "the stack form differs at \(sizeText): constraints \(text(frame.frame)), stacks \(text(other))"
                    ))
            }
            if !everySize && !notes.isEmpty { return notes }
            found += notes
        }
        return missing + found
    }

    /// The views of `spec` (not `helperIDs`) that no view of `viewSpec` has the id of: their
    /// frames cannot be compared, so a translation that drops a view's id differs there
    /// rather than passing on the other views alone.
    static func missingViews(_ spec: ConstraintSpec, _ viewSpec: ViewSpec, helperIDs: Set<String>)
        -> [TranslationNote]
    {
        let translated = Set(viewSpec.ids)
        return (spec.views.map(\.id) + spec.stackViews.map(\.id))
            .filter { !translated.contains($0) && !helperIDs.contains($0) }
            .map { TranslationNote(view: $0, reason: missingViewReason) }
    }

    /// Why a view the stack form has no view for differs.
    static let missingViewReason = "the stack form has no view with this id: its frame cannot be compared"

    /// `(x, y, width, height)` with LayoutLab's number format.
    private static func text(_ r: Rect) -> String {
        "(" + [r.x, r.y, r.width, r.height].map(JSONWriter.formatNumber).joined(separator: ", ") + ")"
    }
}
