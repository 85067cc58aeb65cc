import ConstraintLayout
import LayoutCore

/// The root's side margins when they are UIKit's minimum (``SystemMinimumLayoutMargins``) and
/// that minimum differs between the devices of a proof: 16 pt on a phone in portrait, 20 on
/// an iPad. The affine fallback then reads every frame as a function of that margin too, and
/// writes it as ``ConstraintsToStacks/minimumMarginExpression`` of the reader's width, as the
/// stack form's stepping margins are written.
struct RootMinimumMargin {
    /// The root view's id.
    private var root: String
    /// The edges whose margin is the minimum (beyond the safe area) on every device.
    private var leading: Bool
    private var trailing: Bool
    /// The minimum margin on each device, in the order of the proof.
    var values: [Double]

    /// The margins of root `root` in each device's spec (`specs`, in the order of `devices`),
    /// or nil when they do not follow UIKit's minimum on the same edges of every device or
    /// do not differ between the devices (a margin that is the same everywhere is a constant).
    init?(_ specs: [ConstraintSpec], _ devices: DeviceSafeAreas, root: String?) {
        guard let root, specs.count == devices.devices.count, !specs.isEmpty else { return nil }
        let minimums = [SystemMinimumLayoutMargins.compact, SystemMinimumLayoutMargins.regular]
        var edges: [(leading: Double?, trailing: Double?)] = []
        for (spec, device) in zip(specs, devices.devices) {
            guard let index = spec.views.firstIndex(where: { $0.id == root }) else { return nil }
            let margins = spec.views[index].layoutMargins
            let beyond = (
                leading: margins.leading - device.insets.leading, trailing: margins.trailing - device.insets.trailing
            )
            edges.append(
                (
                    minimums.contains(beyond.leading) ? beyond.leading : nil,
                    minimums.contains(beyond.trailing) ? beyond.trailing : nil
                ))
        }
        let leading = edges.allSatisfy { $0.leading != nil }
        let trailing = edges.allSatisfy { $0.trailing != nil }
        // Both edges, where both step, have the one minimum of the device.
        guard leading || trailing, !leading || !trailing || edges.allSatisfy({ $0.leading == $0.trailing }) else {
            return nil
        }
        let values = edges.map { leading ? $0.leading! : $0.trailing! }
        guard Set(values).count > 1 else { return nil }
        (self.root, self.leading, self.trailing, self.values) = (root, leading, trailing, values)
    }

    /// `spec` (a device's) with the root's minimum margins `amount` wider on the edges where
    /// they are the minimum.
    func widened(_ spec: ConstraintSpec, by amount: Double) -> ConstraintSpec {
        var result = spec
        guard let index = result.views.firstIndex(where: { $0.id == root }) else { return spec }
        if leading { result.views[index].layoutMargins.leading += amount }
        if trailing { result.views[index].layoutMargins.trailing += amount }
        return result
    }
}
