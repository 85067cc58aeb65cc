import LayoutCore

/// The spec of an engine whose `AnyLayout`s read a size class the environment does not give:
/// the classes then come from each solve size (``SizeClasses/of(solveSize:)``), and the
/// engine is built again when they change between passes (an `AnyLayout` is resolved when
/// the graph is built).
struct SizeClassSource: Sendable {
    /// The spec as given.
    let spec: ViewSpec
    /// The catalog of custom layouts the engine was built with.
    let layouts: LayoutCatalog
    /// The classes the current graph was built for.
    var builtFor: SizeClasses

    /// Nil when the spec reads no size class or its environment gives both.
    init?(_ spec: ViewSpec, layouts: LayoutCatalog) {
        let environment = spec.environment
        guard environment.horizontalSizeClass == nil || environment.verticalSizeClass == nil,
            spec.readsSizeClasses
        else { return nil }
        self.spec = spec
        self.layouts = layouts
        builtFor = SizeClasses(
            horizontal: environment.horizontalSizeClass ?? SizeClasses.portraitPhone.horizontal,
            vertical: environment.verticalSizeClass ?? SizeClasses.portraitPhone.vertical)
    }

    /// The spec with both classes set: those its environment gives, the others `classes`.
    func spec(for classes: SizeClasses) -> ViewSpec {
        var result = spec
        result.environment.horizontalSizeClass = spec.environment.horizontalSizeClass ?? classes.horizontal
        result.environment.verticalSizeClass = spec.environment.verticalSizeClass ?? classes.vertical
        return result
    }
}

extension StackLayoutEngine {
    /// Builds the engine again when `size` gives other size classes than the graph was built
    /// for (tracing kept on if it was).
    mutating func rebuildForSizeClasses(of size: SolveSize) {
        guard var source = sizeClassSource else { return }
        let classes = source.spec.environment.sizeClasses(on: size)
        guard classes != source.builtFor else { return }
        let tracing = isTracing
        self = StackLayoutEngine(source.spec(for: classes), layouts: source.layouts)
        source.builtFor = classes
        sizeClassSource = source
        isTracing = tracing
    }
}
