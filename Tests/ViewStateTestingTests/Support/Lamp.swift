import Foundation
import PreviewCatalog
import TextUI

/// A screen state with three cases, one with a payload.
enum Lamp: Equatable, Sendable {
    case off
    case on(brightness: Int)
    case broken
}

struct LampView: View {
    let state: Lamp

    var body: some View {
        switch state {
        case .off: Text("off")
        case .on(let brightness): Text("on \(brightness)")
        case .broken: Text("broken")
        }
    }
}

/// Reaches only `.off`: `.on` and `.broken` are uncovered.
enum DimLampPreviews: ScreenPreviews {
    static let screenName = "Lamp"
    static var states: [PreviewState<Lamp>] {
        PreviewState("off", .off)
    }
    static func view(for state: Lamp) -> some View { LampView(state: state) }
}

/// Reaches `.off` and `.on`, and leaves `.broken` out on purpose.
enum LampPreviews: ScreenPreviews {
    static let screenName = "Lamp"
    static var states: [PreviewState<Lamp>] {
        PreviewState("off", .off)
        PreviewState.scenario("on") { .on(brightness: 3) }
    }
    static var notPreviewed: [NotPreviewed] {
        NotPreviewed("broken", because: "a lamp breaks only on real hardware")
    }
    static func view(for state: Lamp) -> some View { LampView(state: state) }
}

/// Like `LampPreviews`, with the mark misspelt.
enum MisspeltLampPreviews: ScreenPreviews {
    static let screenName = "Lamp"
    static var states: [PreviewState<Lamp>] {
        PreviewState("off", .off)
        PreviewState.scenario("on") { .on(brightness: 3) }
    }
    static var notPreviewed: [NotPreviewed] {
        NotPreviewed("brokn", because: "a lamp breaks only on real hardware")
    }
    static func view(for state: Lamp) -> some View { LampView(state: state) }
}

/// The references of every Lamp state, as `LampView` draws them.
func writeLampReferences(in directory: URL) {
    writeReference("off", at: "Lamp/off.txt", in: directory)
    writeReference("on 3", at: "Lamp/on.txt", in: directory)
}
