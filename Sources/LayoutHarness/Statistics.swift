/// Order statistics for timings.
public enum Statistics {
    /// The median of `values` (0 for none).
    public static func median(_ values: [Double]) -> Double { percentile(values, 0.5) }

    /// The `p`-quantile (0…1) by linear interpolation between order statistics.
    public static func percentile(_ values: [Double], _ p: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let position = p * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, sorted.count - 1)
        let fraction = position - Double(lower)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
    }
}
