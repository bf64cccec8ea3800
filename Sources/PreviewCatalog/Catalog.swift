import TextUI

/// Every screen the `preview` command knows, in the order they were registered.
///
/// ```swift
/// let catalog = Catalog([LoginPreviews.self, OrderListPreviews.self])
/// for rendered in await catalog.render(width: 40) { print(rendered.text) }
/// ```
public struct Catalog: Sendable {
    /// One registered screen with its states, types erased so screens of any state mix.
    public struct Screen: Sendable {
        public let name: String
        public let stateNames: [String]
        let renderState: @MainActor @Sendable (_ index: Int, _ width: Int, _ style: RenderStyle) async -> String

        init<Previews: ScreenPreviews>(_ previews: Previews.Type) {
            let states = Previews.states
            self.name = Previews.screenName
            self.stateNames = states.map(\.name)
            self.renderState = { index, width, style in
                let state = await states[index].resolve()
                return Previews.view(for: state).render(width: width, style: style)
            }
        }
    }

    /// One screen state drawn as text.
    public struct RenderedState: Sendable, Equatable {
        public let screen: String
        public let state: String
        public let width: Int
        public let text: String
    }

    public let screens: [Screen]

    public init(_ previews: [any ScreenPreviews.Type]) {
        self.screens = previews.map { Screen($0) }
    }

    /// Renders every state of every screen, screen by screen in registration order.
    @MainActor
    public func render(width: Int, style: RenderStyle = .unicode) async -> [RenderedState] {
        var rendered: [RenderedState] = []
        for screen in screens {
            for (index, state) in screen.stateNames.enumerated() {
                let text = await screen.renderState(index, width, style)
                rendered.append(RenderedState(screen: screen.name, state: state, width: width, text: text))
            }
        }
        return rendered
    }
}
