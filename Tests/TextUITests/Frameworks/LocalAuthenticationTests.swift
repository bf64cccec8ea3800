import Foundation
import Testing
import TextUI
import TextUILocalAuthentication

/// A screen locked behind Face ID, as the fetched apps write it: every policy can be
/// evaluated and every evaluation succeeds at once, so the screen opens as it would for its owner.
@MainActor
@Suite struct LocalAuthenticationTests {
    struct LockedHistory: View {
        @State var isLocked = true
        var body: some View {
            if isLocked {
                Button("Unlock") { Task { await unlock() } }
            } else {
                Text("Reading history")
            }
        }

        func unlock() async {
            let context = LAContext()
            guard let success = try? await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "See your history"), success
            else { return }
            isLocked = false
        }
    }

    @Test func aLockedScreenDrawsItsButtonAndItsUnlockSucceeds() async throws {
        #expect(LockedHistory().render() == "[ Unlock ]")
        #expect(LockedHistory(isLocked: false).render() == "Reading history")
        #expect(try await LAContext().evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock"))
    }

    @Test func everyPolicyCanBeEvaluatedAndTheReplyComesBeforeEvaluatePolicyReturns() {
        let context = LAContext()
        var error: NSError?
        #expect(context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
        #expect(error == nil)
        let reply = Answers()
        context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Pay") { success, error in
            reply.record(success && error == nil)
        }
        #expect(reply.all == [true])
        #expect(LAPolicy(rawValue: 2) == .deviceOwnerAuthentication)
    }
}
