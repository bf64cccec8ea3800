import Foundation
import PreviewCatalog
import TextUI
import ViewStateKit

/// A two-line screen small enough that a test can spell out its snapshot.
struct GreetingState: Equatable, Sendable {
    var title: String
    var message: String
}

struct GreetingView: View {
    let state: GreetingState

    var body: some View {
        VStack(alignment: .leading) {
            Text(state.title)
            Text(state.message)
        }
    }
}

@MainActor
final class GreetingModel: ViewModel<GreetingState> {
    init(historyLimit: Int = 256) {
        super.init(initialState: GreetingState(title: "Hello", message: "…"), historyLimit: historyLimit)
    }

    /// Shows a loading message, then greets `name`.
    func greet(_ name: String) async {
        updateState(to: GreetingState(title: "Hello", message: "Loading"))
        await Task.yield()
        updateState(to: GreetingState(title: "Hello", message: "Welcome, \(name)"))
    }

    /// Sets the same state `count` times.
    func repeatState(_ count: Int) {
        for _ in 0..<count { updateState(to: viewState) }
    }
}

enum GreetingPreviews: ScreenPreviews {
    static let screenName = "Greeting"

    static var states: [PreviewState<GreetingState>] {
        PreviewState("plain", GreetingState(title: "Hello", message: "World"))
        PreviewState.scenario("welcome") {
            let model = GreetingModel()
            await model.greet("Taro")
            return model.viewState
        }
    }

    static func view(for state: GreetingState) -> some View {
        GreetingView(state: state)
    }
}

/// A screen whose previews list no state.
enum EmptyPreviews: ScreenPreviews {
    static let screenName = "Empty"
    static var states: [PreviewState<GreetingState>] {}
    static func view(for state: GreetingState) -> some View { GreetingView(state: state) }
}

/// A scenario that waits on a suspended mock call nobody releases, before a fixed state.
enum StuckGreetingPreviews: ScreenPreviews {
    static let screenName = "StuckGreeting"

    static var states: [PreviewState<GreetingState>] {
        PreviewState.scenario("waiting") {
            let fetch = UseCaseMock<String, String>("GreetingUseCase.fetch", results: [.success("Taro")], suspended: true)
            let name = (try? await fetch("id")) ?? "?"
            return GreetingState(title: "Hello", message: name)
        }
        PreviewState("plain", GreetingState(title: "Hello", message: "World"))
    }

    static func view(for state: GreetingState) -> some View { GreetingView(state: state) }
}

/// A screen whose name has a space, so its folder was `Stuck%20Greeting` under the old scheme.
enum SpacedGreetingPreviews: ScreenPreviews {
    static let screenName = "Stuck Greeting"

    static var states: [PreviewState<GreetingState>] {
        PreviewState("plain", GreetingState(title: "Hello", message: "World"))
    }

    static func view(for state: GreetingState) -> some View { GreetingView(state: state) }
}

/// Greeting's fixed state, checked in three variants as a screen declares them.
enum VariedGreetingPreviews: ScreenPreviews, DeclaresVariants {
    static let screenName = "VariedGreeting"
    static let variants: [PreviewVariant] = [.standard, .width(32), .a11y]

    static var states: [PreviewState<GreetingState>] {
        PreviewState("plain", GreetingState(title: "Hello", message: "World"))
    }

    static func view(for state: GreetingState) -> some View { GreetingView(state: state) }
}

/// Greeting's fixed state in variants that cannot be drawn: no columns, and more lines than
/// any screen.
enum UndrawableGreetingPreviews: ScreenPreviews, DeclaresVariants {
    static let screenName = "UndrawableGreeting"
    static let variants: [PreviewVariant] = [.standard, .width(0), .height(Int.max)]

    static var states: [PreviewState<GreetingState>] {
        PreviewState("plain", GreetingState(title: "Hello", message: "World"))
    }

    static func view(for state: GreetingState) -> some View { GreetingView(state: state) }
}

/// The references of both Greeting states, as `GreetingView` draws them.
func writeGreetingReferences(in directory: URL) {
    writeReference("Hello\nWorld", at: "Greeting/plain.txt", in: directory)
    writeReference("Hello\nWelcome, Taro", at: "Greeting/welcome.txt", in: directory)
}
