import LayoutCore
import Testing

@testable import StackLayout

/// `FlexibilityRadixSort` (rule 3's order for one priority and finite flexibilities) must give
/// the order `DistributionKey.precedes` defines: flexibility ascending, ties in slot order.
@Suite struct FlexibilityRadixSortTests {
    static func sorted(_ flexes: [Double]) -> [Int32] {
        var keys = flexes.enumerated().map { FlexibilityRadixSort.key(flex: $1, slot: Int32($0))! }
        var spare = keys
        keys.withUnsafeMutableBufferPointer { keys in
            spare.withUnsafeMutableBufferPointer { spare in FlexibilityRadixSort.sort(keys, spare: spare) }
        }
        return keys.map(\.slot)
    }

    @Test func flexibilitiesAscendWithTiesInSlotOrder() {
        // 0 (slots 1, 4) < 2.5 (3) < 5 (0, 2) < 60 (5) < 1e6 (6).
        #expect(Self.sorted([5, 0, 5, 2.5, 0, 60, 1e6]) == [1, 4, 3, 0, 2, 5, 6])
    }

    @Test func keysThatDoNotOrderByTheirBitsAreRefused() {
        #expect(FlexibilityRadixSort.key(flex: .infinity, slot: 0) == nil)
        #expect(FlexibilityRadixSort.key(flex: .nan, slot: 0) == nil)
        #expect(FlexibilityRadixSort.key(flex: -1, slot: 0) == nil)
        #expect(FlexibilityRadixSort.key(flex: -0.0, slot: 0) == nil)
        #expect(FlexibilityRadixSort.key(flex: 0, slot: 3)?.slot == 3)
    }

    @Test(arguments: [2, 63, 64, 100, 1000, 3000])
    func theRadixSortAgreesWithTheMergeSort(count: Int) {
        let values: [Double] = [0, 0, .leastNonzeroMagnitude, 1e-9, 5, 12.5, 12.5, 40, 60, 65, 1e15, 3.75e300]
        var state: UInt64 = 0x9E37_79B9
        let flexes = (0..<count).map { _ -> Double in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return values[Int((state >> 33) % UInt64(values.count))]
        }
        let expected = flexes.enumerated().map { DistributionKey(priority: 0, flex: $1, min: 0, slot: Int32($0)) }
            .sorted { $0.precedes($1) }.map(\.slot)
        #expect(Self.sorted(flexes) == expected, "count \(count)")
    }

    @Test func aLongStackOfFramesIsOrderedByFlexibility() {
        // 100 Colors in a VStack(spacing: 0), child i framed minHeight 10, maxHeight
        // 10 + (i % 4) × 10: flexibilities 0, 10, 20, 30 repeating. In 100 × 2,500 each is
        // offered what is left / children left, in flexibility order: the 25 rigid ones take
        // 10 (250), the 25 of flex 10 are offered 2,250/75 = 30 > 20 → 20 (500), those of
        // flex 20 (1,750/50 = 35 > 30) → 30 (750), those of flex 30 → 1,000/25 = 40, their
        // max. So child i is 10 + (i % 4) × 10 tall, and the stack is 2,500 tall, from y 0.
        let children = (0..<100).map { i in
            color("c\(i)").frame(minHeight: 10, maxHeight: 10 + Double(i % 4) * 10)
        }
        var engine = StackLayoutEngine(
            ViewSpec(name: "flex", root: ViewNode(.vStack(alignment: .center, spacing: 0), children: children)))
        engine.layout(in: SolveSize(width: 100, height: 2_500))
        var y = 0.0
        for i in 0..<100 {
            let height = 10 + Double(i % 4) * 10
            #expect(engine.frame(of: "c\(i)") == Rect(x: 0, y: y, width: 100, height: height), "c\(i)")
            y += height
        }
    }
}
