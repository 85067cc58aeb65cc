import LayoutCore

/// A spec's `variations`: the constraints UIKit installs, and the stack view properties it
/// sets, under each size class (FORMATS.md additions, §2 "Variations"; conditions on the
/// dynamic type size read the spec's `dynamicTypeSize`, fixed for the engine). The engine that owns it is built for the classes its spec
/// gives, else a portrait iPhone's (wC hR); every other combination of classes the spec
/// allows gets its own engine, built (and so checked) with the owner, and a solve at a size
/// whose classes (``SizeClasses/of(screen:)``) are another combination's is that engine's.
final class TraitVariations {
    /// The classes the owning engine's model was built for.
    let builtFor: SizeClasses
    /// The spec as installed under `builtFor` (no variations left).
    let installedSpec: ConstraintSpec
    /// The spec as given, for the classes a size gives.
    private let spec: ConstraintSpec
    /// The engines of the other combinations; combinations that install the same
    /// constraints share one.
    private let engines: [SizeClasses: ConstraintLayoutEngine]

    /// Nil for a spec without variations.
    init?(_ spec: ConstraintSpec, adding added: [LayoutConstraint], options: ConstraintLayoutEngine.Options)
        throws(SpecError)
    {
        guard !spec.variations.isEmpty else { return nil }
        let portrait = SizeClasses.portraitPhone
        builtFor = SizeClasses(
            horizontal: spec.horizontalSizeClass ?? portrait.horizontal,
            vertical: spec.verticalSizeClass ?? portrait.vertical)
        installedSpec = spec.installing(builtFor)
        self.spec = spec
        var engines: [SizeClasses: ConstraintLayoutEngine] = [:]
        var built: [(installed: ConstraintSpec, engine: ConstraintLayoutEngine)] = []
        for classes in SizeClasses.all where classes != builtFor && spec.sizeClassesAllow(classes) {
            let installed = spec.installing(classes)
            if installed.installsTheSame(as: installedSpec) { continue }
            if let same = built.first(where: { $0.installed.installsTheSame(as: installed) }) {
                engines[classes] = same.engine
                continue
            }
            let engine = try ConstraintLayoutEngine(installed, adding: added, options: options)
            engines[classes] = engine
            built.append((installed, engine))
        }
        self.engines = engines
    }

    /// The engine solving at `size` when it is not the owner (nil: the owner's classes, or
    /// classes that install the same constraints and stack views).
    func engine(for size: Size) -> ConstraintLayoutEngine? {
        engines[spec.sizeClasses(on: size)]
    }
}

extension ConstraintSpec {
    /// Whether `classes` agree with the classes the spec gives.
    fileprivate func sizeClassesAllow(_ classes: SizeClasses) -> Bool {
        (horizontalSizeClass ?? classes.horizontal) == classes.horizontal
            && (verticalSizeClass ?? classes.vertical) == classes.vertical
    }
}
