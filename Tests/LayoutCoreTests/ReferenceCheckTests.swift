import LayoutCore
import Synchronization
import Testing

@Suite struct ReferenceCheckTests {
    @Test func theTestSwitchOverridesTheEnvironmentForItsTaskOnly() {
        let outside = ReferenceCheck.isEnabled
        ReferenceCheck.withChecking(true) { #expect(ReferenceCheck.isEnabled) }
        ReferenceCheck.withChecking(false) { #expect(!ReferenceCheck.isEnabled) }
        #expect(ReferenceCheck.isEnabled == outside)
    }

    @Test func aDisagreementReachesTheTestsHandlerWithBothAnswers() {
        let messages = Mutex<[String]>([])
        let record: @Sendable (String) -> Void = { message in messages.withLock { $0.append(message) } }
        ReferenceCheck.collectingDisagreements(record) {
            #expect(ReferenceCheck.isEnabled)
            ReferenceCheck.disagreement("sizing of 'a'", accelerated: "10×10", reference: "20×10")
        }
        let seen = messages.withLock { $0 }
        #expect(seen.count == 1)
        #expect(seen.first?.contains("10×10") == true)
        #expect(seen.first?.contains("20×10") == true)
    }
}
