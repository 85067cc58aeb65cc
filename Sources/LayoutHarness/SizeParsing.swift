import LayoutCore

/// Parses sizes written on the command line.
public enum SizeParsing {
    /// Parses `WIDTHxHEIGHT` (each a number, `nil` or `infinity`) or a device name.
    /// Returns nil when the text is not a size.
    public static func solveSize(_ text: String) -> SolveSize? {
        if let device = Device.size(named: text) { return SolveSize(device) }
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        guard let width = dimension(parts[0]), let height = dimension(parts[1]) else { return nil }
        return SolveSize(width: width.value, height: height.value)
    }

    /// A boxed optional length so that "nil" can be told from "invalid".
    private struct Dimension { var value: Double? }

    private static func dimension(_ text: Substring) -> Dimension? {
        switch text {
        case "nil": return Dimension(value: nil)
        case "infinity", "inf": return Dimension(value: .infinity)
        default:
            guard let value = Double(text), value.isFinite, value >= 0, value <= SpecLimits.maxMagnitude else {
                return nil
            }
            return Dimension(value: value)
        }
    }

    /// Parses a sweep `width=W[,W…],height=LO...HI:STEP` (either axis a list of values or a
    /// range; an axis left out uses the device widths/heights). Returns nil when malformed.
    public static func sweep(_ text: String) -> [Size]? {
        var widths: [Double]?
        var heights: [Double]?
        var current: String?
        for item in text.split(separator: ",") {
            var value = Substring(item)
            if let equals = item.firstIndex(of: "=") {
                current = String(item[..<equals])
                value = item[item.index(after: equals)...]
            }
            guard let axis = current, let values = values(value) else { return nil }
            switch axis {
            case "width", "w": widths = (widths ?? []) + values
            case "height", "h": heights = (heights ?? []) + values
            default: return nil
            }
        }
        let ws = widths ?? Device.all.map(\.size.width)
        let hs = heights ?? Device.all.map(\.size.height)
        return ws.flatMap { w in hs.map { Size(width: w, height: $0) } }
    }

    /// `N`, or `LO...HI:STEP` (STEP defaults to 1).
    private static func values(_ text: Substring) -> [Double]? {
        guard let dots = text.range(of: "...") else {
            guard let v = Double(text), v.isFinite, v >= 0, v <= SpecLimits.maxMagnitude else { return nil }
            return [v]
        }
        let low = text[..<dots.lowerBound]
        var rest = text[dots.upperBound...]
        var step = 1.0
        if let colon = rest.firstIndex(of: ":") {
            guard let s = Double(rest[rest.index(after: colon)...]), s.isFinite, s > 0 else { return nil }
            step = s
            rest = rest[..<colon]
        }
        guard let lo = Double(low), let hi = Double(rest), lo.isFinite, hi.isFinite, lo >= 0, lo <= hi else {
            return nil
        }
        let count = Int(((hi - lo) / step + 1e-9).rounded(.down)) + 1
        guard count <= 1_000_000 else { return nil }
        return (0..<count).map { lo + Double($0) * step }
    }
}
