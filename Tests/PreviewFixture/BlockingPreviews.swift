import Dispatch
import PreviewCatalog
import TextUI

/// Blocks the calling thread for good, as a lock nobody releases does (and as a `static let`
/// that reads itself does on Linux), without using the CPU.
func waitForever() {
    DispatchSemaphore(value: 0).wait()
}

enum Lamp: Sendable { case on, off, blocked }

/// A screen with one state whose view's body never returns.
enum LampPreviews: ScreenPreviews {
    static let screenName = "Lamp"
    static var states: [PreviewState<Lamp>] {
        PreviewState("on", .on)
        PreviewState("blocked", .blocked)
        PreviewState("off", .off)
    }

    static func view(for state: Lamp) -> some View {
        LampView(state: state)
    }
}

struct LampView: View {
    let state: Lamp

    var body: some View {
        if state == .blocked { waitForever() }
        return Text(state == .on ? "ON" : "OFF")
    }
}

/// A screen with one scenario that blocks its thread before it returns a state.
enum GatePreviews: ScreenPreviews {
    static let screenName = "Gate"
    static var states: [PreviewState<Bool>] {
        PreviewState("open", true)
        PreviewState.scenario("waits on a lock") {
            waitForever()
            return false
        }
    }

    static func view(for isOpen: Bool) -> some View {
        Text(isOpen ? "OPEN" : "SHUT")
    }
}
