import LayoutCore
@testable import StackLayout
import Testing

/// The build step's allocation-free consistency check must agree with LayoutCore's
/// `FrameLimits.isConsistent`, and normalisation must follow SwiftUI's rule.
@Suite struct FrameNormalisationTests {
    static let values: [Double?] = [nil, -5, 0, 10, 20, .infinity]

    @Test func allocationFreeCheckAgreesWithLayoutCore() {
        for min in Self.values {
            for ideal in Self.values where ideal != .infinity {
                for max in Self.values {
                    let limits = FrameLimits(min: min, ideal: ideal, max: max)
                    #expect(limits.isConsistentWithoutAllocating == limits.isConsistent, "\(limits)")
                }
            }
        }
    }

    @Test func normalisedLimitsAreConsistentAndConsistentOnesUnchanged() {
        // SwiftUI: min = max(min, 0); ideal = max(min ?? 0, ideal); max ≥ ideal (≥ min
        // without an ideal, LayoutCore's choice). The result is always consistent, and
        // consistent limits are left as they are.
        for min in Self.values where min != .infinity {
            for ideal in Self.values where ideal != .infinity {
                for max in Self.values {
                    let limits = FrameLimits(min: min, ideal: ideal, max: max)
                    let normalised = limits.normalizedForLayout
                    #expect(normalised.isConsistent, "\(limits) → \(normalised)")
                    if limits.isConsistent { #expect(normalised == limits) }
                }
            }
        }
        // Spot checks by hand: min 20 > max 10 → max 20; ideal −5 alone → 0.
        #expect(FrameLimits(min: 20, max: 10).normalizedForLayout == FrameLimits(min: 20, max: 20))
        #expect(FrameLimits(ideal: -5).normalizedForLayout == FrameLimits(ideal: 0))
        #expect(FrameLimits(min: -5, ideal: 3, max: 1).normalizedForLayout == FrameLimits(min: 0, ideal: 3, max: 3))
    }
}
