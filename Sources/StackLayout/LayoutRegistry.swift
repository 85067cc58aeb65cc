import LayoutCore
import Synchronization

/// The custom layouts a view spec can name (`{"type": "Layout", "name": "spiral"}`).
///
/// Ships `spiral` (`SpiralLayout`) and `flow` (`FlowLayout`). Registering is safe from any
/// thread (a `Mutex` guards the table); a registered name and its factory (as the check of
/// the parameters) are also made known to the decoder (`CustomLayoutNames`), so specs read
/// afterwards may use it and bad parameters fail with their JSON path.
///
/// ```swift
/// LayoutRegistry.shared.register("columns") { parameters throws(SpecError) in
///     EqualColumns(count: Int(try parameters?.optional("count")?.number() ?? 2))
/// }
/// ```
public final class LayoutRegistry: Sendable {
    /// Makes a layout from the spec's `parameters` (nil when absent); throws a `SpecError`
    /// located at the parameters' JSON path for bad values.
    public typealias Factory = @Sendable (JSONCursor?) throws(SpecError) -> any Layout

    /// The process-wide registry.
    public static let shared = LayoutRegistry()

    private let factories: Mutex<[String: Factory]>

    private init() {
        factories = Mutex([
            "spiral": { _ throws(SpecError) in SpiralLayout() },
            "flow": { parameters throws(SpecError) in try FlowLayout(parameters: parameters) },
        ])
    }

    /// Registers (or replaces) the layout `name`.
    public func register(_ name: String, factory: @escaping Factory) {
        factories.withLock { $0[name] = factory }
        CustomLayoutNames.insert(name) { parameters throws(SpecError) in _ = try factory(parameters) }
    }

    /// Makes the layout `name` with `parameters`; `path` locates the parameters in errors.
    public func layout(named name: String, parameters: JSONValue?, path: String = "parameters") throws(SpecError)
        -> any Layout
    {
        guard let factory = factories.withLock({ $0[name] }) else {
            throw SpecError(.invalidSpec, at: .jsonPath(path), "unknown layout \"\(name)\"")
        }
        return try factory(parameters.map { JSONCursor($0, path: path) })
    }

    /// The layout the engine builds: `layout(named:parameters:)`, or, for a name or
    /// parameters the registry rejects (a spec built in Swift, bypassing the decoder), a
    /// `FallbackLayout` so solving never fails.
    func makeLayout(named name: String, parameters: JSONValue?) -> any Layout {
        (try? layout(named: name, parameters: parameters)) ?? FallbackLayout()
    }
}

/// What an unknown layout lays out as: its subviews on top of each other, centred, like a
/// ZStack; the container takes the proposal (nil → 10).
struct FallbackLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let center = Point(x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2)
        for subview in subviews { subview.place(at: center, anchor: .center, proposal: proposal) }
    }
}
