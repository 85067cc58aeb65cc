import LayoutCore

/// Parses sizes written on the command line.
public enum SizeParsing {
    /// Parses `WIDTHxHEIGHT` (each a number, `nil` or `infinity`; `x` or `X`) or a device name.
    /// Returns nil when the text is not a size.
    public static func solveSize(_ text: String) -> SolveSize? {
        try? parseSolveSize(text)
    }

    /// Why a size was refused, for the message after `invalid --size '…'`.
    public struct SizeError: Error, Sendable, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// Parses `WIDTHxHEIGHT` (each a number from 0 to ``SpecLimits/maxMagnitude``, `nil` or
    /// `infinity`; the separator `x` or `X`) or a device name (``Device/presets``, optionally
    /// with `-landscape`).
    /// - Throws: ``SizeError`` saying what was expected, with the real limit.
    public static func parseSolveSize(_ text: String) throws(SizeError) -> SolveSize {
        if let device = Device.size(named: text) { return SolveSize(device) }
        let parts = text.split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "X" }
        guard parts.count == 2 else {
            throw SizeError(
                description:
                    "expected WIDTHxHEIGHT (e.g. 375x667) or a device name (`layoutlab devices` lists them, "
                    + "-landscape turns one)")
        }
        return SolveSize(width: try dimension(parts[0], "width"), height: try dimension(parts[1], "height"))
    }

    /// One side of a size: a number in 0…``SpecLimits/maxMagnitude``, `nil` or `infinity`.
    private static func dimension(_ text: Substring, _ side: String) throws(SizeError) -> Double? {
        switch text {
        case "nil": return nil
        case "infinity", "inf": return .infinity
        default:
            let limit = JSONWriter.formatNumber(SpecLimits.maxMagnitude)
            guard let value = Double(text), value.isFinite else {
                throw SizeError(description: "the \(side) '\(text)' is not a number, nil or infinity")
            }
            guard value >= 0, value <= SpecLimits.maxMagnitude else {
                throw SizeError(
                    description: "the \(side) \(text) is outside 0…\(limit) points (the largest length a spec may use)")
            }
            return value
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
