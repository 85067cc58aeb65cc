import ConstraintLayout
import LayoutCore

/// A screen's root on each device of a proof (`layoutlab migrate`): the window size and the
/// safe-area insets its import gave the root there, and the root imported for other insets
/// (the importer's safe-area guides and root margins made for them). The affine fallback
/// reads from these how every frame follows the safe area, so that its frames are written in
/// the safe area's size and insets (`geometry.size`, `geometry.safeAreaInsets`) rather than
/// with one device's insets in their constants.
public struct DeviceSafeAreas {
    /// One device: its window size and the root's safe-area insets there.
    public struct Device: Sendable, Equatable {
        /// The window's size in points.
        public var size: Size
        /// The safe-area insets the root was imported with on this device.
        public var insets: EdgeInsets

        /// The device of window size `size`, the root's insets `insets`.
        public init(size: Size, insets: EdgeInsets) {
            self.size = size
            self.insets = insets
        }
    }

    /// The devices, in the order of the proof.
    public var devices: [Device]
    /// The root's constraint spec on device `index` with safe-area insets `insets` (its views
    /// named as the translated spec names them).
    public var spec: (_ index: Int, _ insets: EdgeInsets) throws -> ConstraintSpec

    /// The devices `devices`, the root's spec for each device and insets given by `spec`.
    public init(devices: [Device], spec: @escaping (_ index: Int, _ insets: EdgeInsets) throws -> ConstraintSpec) {
        self.devices = devices
        self.spec = spec
    }

    /// Each device's spec at its own insets (nil when one cannot be made).
    func specs() -> [ConstraintSpec]? {
        try? devices.indices.map { try spec($0, devices[$0].insets) }
    }
}

extension AffineFrames {
    /// The probes of a screen's root on `devices` (`specs`: each device's spec at its own
    /// insets), every frame in the coordinates of a GeometryReader inside the safe area (the
    /// window's less the top and leading insets) and as a function of the reader's size (the
    /// safe area's) and of its insets: each device solved at its window size, one `step`
    /// wider and taller inside the same insets, and with each inset one `step` larger around
    /// the same safe area (the root imported for those insets, the window as much larger).
    /// Where the root `marginRoot`'s side margins are UIKit's minimum and that steps between
    /// the devices (16 on some, 20 on others), also as a function of that margin: each device
    /// solved with the margin one `step` wider too (``RootMinimumMargin``).
    /// Nil when a solution or an import fails.
    static func samples(on devices: DeviceSafeAreas, specs: [ConstraintSpec], marginRoot: String?) -> [Probe]? {
        let margins = RootMinimumMargin(specs, devices, root: marginRoot)
        var probes: [Probe] = []
        for (index, device) in devices.devices.enumerated() {
            let insets = device.insets
            let safe = Size(
                width: device.size.width - insets.total(along: .horizontal),
                height: device.size.height - insets.total(along: .vertical))
            guard let solver = Solver(specs[index]),
                let frames = readerFrames(solver, safe, insets),
                let wider = readerFrames(solver, Size(width: safe.width + step, height: safe.height), insets),
                let taller = readerFrames(solver, Size(width: safe.width, height: safe.height + step), insets)
            else { return nil }
            var steps: [[String: Rect]?] = [wider, taller]
            for edge in [EdgeSet.top, .leading, .bottom, .trailing] {
                let larger = grown(insets, edge)
                guard let spec = try? devices.spec(index, larger), let solver = Solver(spec),
                    let frames = readerFrames(solver, safe, larger)
                else { return nil }
                steps.append(frames)
            }
            var point = AffinePoint(size: safe, insets: insets)
            if let margins {
                guard let wider = Solver(margins.widened(specs[index], by: step)),
                    let marginFrames = readerFrames(wider, safe, insets)
                else { return nil }
                steps.append(marginFrames)
                point.margin = margins.values[index]
            }
            probes.append(Probe(point: point, frames: frames, steps: steps))
        }
        return probes
    }

    /// The frames of a window whose safe area is `safe` inside `insets`, moved to the safe
    /// area's top-leading corner (where a GeometryReader inside the safe area lies).
    private static func readerFrames(_ solver: Solver, _ safe: Size, _ insets: EdgeInsets) -> [String: Rect]? {
        let window = Size(
            width: safe.width + insets.total(along: .horizontal), height: safe.height + insets.total(along: .vertical))
        return solver.frames(in: window)?.mapValues { frame in
            Rect(x: frame.x - insets.leading, y: frame.y - insets.top, width: frame.width, height: frame.height)
        }
    }

    /// `insets` one `step` larger on `edge`.
    private static func grown(_ insets: EdgeInsets, _ edge: EdgeSet) -> EdgeInsets {
        var result = insets
        switch edge {
        case .top: result.top += step
        case .leading: result.leading += step
        case .bottom: result.bottom += step
        default: result.trailing += step
        }
        return result
    }
}

extension ConstraintsToStacks {
    /// The differences of `viewSpec` from each device's spec (`specs`, in the order of
    /// `devices`), each laid out at the device's window size, the SwiftUI inside its insets;
    /// per view the first device where it differs (with `everySize`, every view that differs
    /// somewhere, as ``differences(_:_:_:_:everySize:helperIDs:)`` gives them).
    static func differences(
        _ viewSpec: ViewSpec, on devices: DeviceSafeAreas, _ specs: [ConstraintSpec], everySize: Bool,
        helperIDs: Set<String>
    ) throws -> [TranslationNote] {
        var found: [TranslationNote] = []
        for (index, device) in devices.devices.enumerated() {
            var inside = viewSpec
            inside.environment.safeAreaInsets = device.insets
            let notes = try differences(
                specs[index], ConstraintLayoutEngine(specs[index]), inside, [device.size], everySize: everySize,
                helperIDs: helperIDs)
            found += notes.filter { note in note.view == viewSpec.name || !found.contains { $0.view == note.view } }
            if !everySize && !found.isEmpty { return found }
        }
        return found
    }
}
