import TextUI

/// The previews of one source file as one screen: each `#Preview` (and each
/// `PreviewProvider`) a state, named by its title or, untitled, `Preview 1`, `Preview 2`, …
/// in file order. The TextUICopy plugin writes one such type per file that has previews;
/// ``ModulePreviews`` lists them.
///
/// ```swift
/// // CartView.swift, as the app has it:
/// #Preview("Empty") { CartView(state: .empty) }
/// #Preview { CartView(state: .loading) }
/// ```
/// ```console
/// $ swift run preview list
/// CartView: Empty, Preview 1
/// ```
///
/// Each state's view is made as a scenario is, with preview dependencies, so a `@Dependency`
/// read while the preview builds its view model takes its `previewValue`; then what its views
/// do as they appear (`onAppear`, `onReceive`) runs once, as in Xcode's canvas. Their `task`s
/// do not run (one may wait for ever): a preview draws what they start from.
public protocol FilePreviews: ScreenPreviews where ViewState == BuiltPreview, Content == AnyView {
    /// The file's path under its target's folder, such as `App/CartView.swift`.
    static var sourcePath: String { get }
    /// The file's previews, in source order.
    static var previews: [Preview] { get }
}

extension FilePreviews {
    /// One state per preview (per argument of an argument preview), named as above.
    public static var states: [PreviewState<BuiltPreview>] {
        let entries = previews.flatMap(\.entries)
        return zip(PreviewNaming.names(entries.map(\.name)), entries).map { name, entry in
            PreviewState.scenario(name) { BuiltPreview(await entry.makeView()) }
        }
    }

    /// The view the state's preview built, its appear actions run before it is first drawn
    /// (not when the state is listed: `preview list` draws nothing).
    @MainActor
    public static func view(for state: BuiltPreview) -> AnyView {
        if state.appearance.carrier == nil {
            state.appearance.carrier = state.view.runAppearActions()
        }
        // Drawn with the state its views were left in, children's included.
        return state.appearance.carrier.map { AnyView(StateCarryingView(state.view, carrier: $0)) } ?? state.view
    }
}

/// The view a preview built, as a file screen's state.
public struct BuiltPreview: @unchecked Sendable {
    // Made and drawn on the main actor only: the catalog resolves and draws states there.
    let view: AnyView
    /// Whether the view's appear actions have run (and the state they left), shared by the
    /// copies of the state.
    let appearance = Appearance()

    init(_ view: AnyView) {
        self.view = view
    }

    final class Appearance {
        /// What keeps the views' state once the appear actions ran; `nil` until they have.
        var carrier: StateCarrier?
    }
}

/// How a file's previews are named: by title, untitled ones by their order among the
/// untitled, and a title used twice with `#2`, `#3`, … after it.
enum PreviewNaming {
    static func names(_ titles: [String?]) -> [String] {
        var untitled = 0
        var seen: [String: Int] = [:]
        return titles.map { title in
            var name: String
            if let title, !title.isEmpty {
                name = title
            } else {
                untitled += 1
                name = "Preview \(untitled)"
            }
            let count = seen[name, default: 0] + 1
            seen[name] = count
            if count > 1 { name += " #\(count)" }
            return name
        }
    }
}
