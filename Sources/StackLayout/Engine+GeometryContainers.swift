import LayoutCore

/// GeometryReader expressions in the lengths of containers (ZStack `spacing`, lazy grid
/// `spacing` and grid items, Grid spacings) and in `.aspectRatio`'s ratio, evaluated with
/// the reader's size as `placeGeometryReader` lays the reader out. An invalid value (NaN,
/// infinite where a finite length is needed, a ratio ≤ 0, an adaptive minimum ≤ 0) is
/// reported as `invalidExpression` and ignored: a spacing falls back to the default, a
/// fixed size to 0, a flexible or adaptive minimum to 10, a maximum to infinity, a ratio to
/// the child's ideal ratio.
extension StackLayoutEngine {
    /// Resolves the binding when it belongs to a container or an aspectRatio modifier;
    /// false for the others (left to `resolve(_:geometry:)`).
    mutating func resolveContainerExpressions(_ binding: ExpressionBinding, payload: Int, geometry: ReaderGeometry)
        -> Bool
    {
        let node = binding.node
        if case .aspectRatio? = binding.modifier {
            for item in binding.expressions where item.key == "ratio" {
                let ratio = evaluated(item, geometry: geometry, node: node) { $0 > 0 && $0.isFinite }
                graph.content.aspectRatios[payload].ratio = ratio ?? .nan
            }
            return true
        }
        guard binding.modifier == nil else { return false }
        let defaultSpacing = (binding.environment ?? LayoutEnvironment()).defaultSpacing
        switch graph.nodes[Int(node)].kind {
        case .zStack:
            // A ZStack's spacing has no effect on layout; the value is still checked.
            for item in binding.expressions { _ = evaluated(item, geometry: geometry, node: node) { $0.isFinite } }
        case .grid:
            for item in binding.expressions {
                let value = evaluated(item, geometry: geometry, node: node) { $0.isFinite } ?? defaultSpacing
                if item.key == "horizontalSpacing" { graph.containers.grids[payload].horizontalSpacing = value }
                if item.key == "verticalSpacing" { graph.containers.grids[payload].verticalSpacing = value }
            }
        case .lazyGrid:
            var grid = graph.containers.lazyGrids[payload]
            let keys = Set(binding.expressions.map(\.key))
            for item in binding.expressions {
                resolveGridLength(
                    item, in: &grid, geometry: geometry, node: node, defaultSpacing: defaultSpacing, keys: keys)
            }
            graph.containers.lazyGrids[payload] = grid
        default:
            return false
        }
        return true
    }

    /// One lazy-grid length: `spacing`, or `<items>[i].spacing` / `.size.fixed` /
    /// `.size.<flexible|adaptive>.<minimum|maximum>`.
    private mutating func resolveGridLength(
        _ item: ExpressionLength, in grid: inout LazyGridParameters, geometry: ReaderGeometry, node: Int32,
        defaultSpacing: Double, keys: Set<String>
    ) {
        guard item.key != "spacing" else {
            grid.spacing = evaluated(item, geometry: geometry, node: node) { $0.isFinite } ?? defaultSpacing
            return
        }
        guard let open = item.key.firstIndex(of: "["), let close = item.key.firstIndex(of: "]"),
            let index = Int(item.key[item.key.index(after: open)..<close]), grid.items.indices.contains(index)
        else { return }
        let field = item.key[item.key.index(after: close)...]
        switch (field, grid.items[index].size) {
        case (".spacing", _):
            grid.items[index].spacing = evaluated(item, geometry: geometry, node: node) { $0.isFinite }
        case (".size.fixed", _):
            let value = evaluated(item, geometry: geometry, node: node) { $0.isFinite && $0 >= 0 }
            grid.items[index].size = .fixed(value ?? 0)
        case (_, .flexible(var minimum, var maximum)), (_, .adaptive(var minimum, var maximum)):
            let isAdaptive = field.contains("adaptive")
            if field.hasSuffix(".minimum") {
                minimum =
                    evaluated(item, geometry: geometry, node: node) { $0.isFinite && (isAdaptive ? $0 > 0 : $0 >= 0) }
                    ?? 10
                // A constant maximum is never overwritten (it holds for the next pass too):
                // the minimum is lowered to it instead.
                let maximumKey = item.key.dropLast("minimum".count) + "maximum"
                if !keys.contains(String(maximumKey)) { minimum = Swift.min(minimum, maximum) }
            } else {
                // Evaluated after the minimum (keys are in JSON order): at least the minimum.
                maximum = evaluated(item, geometry: geometry, node: node) { !$0.isNaN && $0 >= 0 } ?? .infinity
                maximum = Swift.max(maximum, minimum)
            }
            grid.items[index].size =
                isAdaptive
                ? .adaptive(minimum: minimum, maximum: maximum) : .flexible(minimum: minimum, maximum: maximum)
        default:
            break
        }
    }

    /// The expression's value for the reader's `geometry`; nil (reported) unless `isValid`.
    private mutating func evaluated(
        _ item: ExpressionLength, geometry: ReaderGeometry, node: Int32, isValid: (Double) -> Bool
    ) -> Double? {
        let value = item.expression.evaluate(geometry.value)
        guard isValid(value) else {
            reportExpression(item, value: value, node: node)
            return nil
        }
        return value
    }
}
