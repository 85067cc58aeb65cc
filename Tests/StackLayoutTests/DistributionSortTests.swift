import Testing

@testable import StackLayout

/// `DistributionSort` (the stacks' rule-3 order) must give what the standard library's
/// stable sort gives with the same order, ties, infinite flexibilities and all.
@Suite struct DistributionSortTests {
    /// Keys from a fixed linear congruential sequence, drawn from few values so that
    /// priorities, flexibilities and mins tie often.
    static func keys(_ count: Int, seed: UInt64) -> [DistributionKey] {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let priorities: [Double] = [-.infinity, -1, 0, 0, 0, 2]
        let flexes: [Double] = [0, 0, 5, 12.5, 40, .infinity, .infinity]
        let mins: [Double] = [0, 10, 10, 20, 35.5]
        return (0..<count).map { slot in
            DistributionKey(
                priority: priorities[next(priorities.count)], flex: flexes[next(flexes.count)],
                min: mins[next(mins.count)], slot: Int32(slot))
        }
    }

    @Test(arguments: [0, 1, 2, 7, 8, 9, 31, 64, 100, 1000])
    func theMergeSortAgreesWithTheStandardSort(count: Int) {
        for seed in 1...5 {
            var keys = Self.keys(count, seed: UInt64(seed * 7919))
            keys.reverse()
            let expected = keys.sorted { $0.precedes($1) }.map(\.slot)
            var spare = keys
            keys.withUnsafeMutableBufferPointer { keys in
                spare.withUnsafeMutableBufferPointer { spare in DistributionSort.sort(keys, spare: spare) }
            }
            #expect(keys.map(\.slot) == expected, "count \(count), seed \(seed)")
        }
    }
}
