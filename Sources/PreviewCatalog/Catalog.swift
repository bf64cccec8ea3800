import Foundation
import TextUI

/// Every screen the `preview` command knows, in the order they were registered.
///
/// ```swift
/// let catalog = Catalog([LoginPreviews.self, OrderListPreviews.self])
/// for rendered in await catalog.render(width: 40) { print(rendered.text) }
/// ```
///
/// A catalog of an app in one language gives its `locale` once: every screen is drawn in it —
/// the strings SwiftUI supplies read as the app's users see them — unless the screen declares
/// its own (``DeclaresLocale``) or a variant does (``PreviewVariant/locale(_:)``). File names
/// do not change.
///
/// ```swift
/// let catalog = Catalog([CartPreviews.self], previews: .cart, locale: Locale(identifier: "ja_JP"))
/// ```
public struct Catalog: Sendable {
    public let screens: [Screen]

    public init(_ previews: [any ScreenPreviews.Type]) {
        self.init(screens: previews.map { Screen($0) })
    }

    init(screens: [Screen]) {
        self.screens = screens
    }

    /// Renders every state of every screen, screen by screen in registration order; scenarios
    /// that set no timeout of their own get `timeout` (see ``ScenarioTimeout``).
    @MainActor
    public func render(width: Int, style: RenderStyle = .unicode, timeout: Duration? = nil) async -> [RenderedState] {
        var rendered: [RenderedState] = []
        for screen in screens {
            for index in screen.stateNames.indices {
                rendered.append(await screen.render(index, width: width, style: style, timeout: timeout))
            }
        }
        return rendered
    }

    /// Each screen's coverage, in registration order; runs every scenario once.
    @MainActor
    public func coverage() async -> [ScreenCoverage] {
        var result: [ScreenCoverage] = []
        for screen in screens {
            result.append(await screen.coverage())
        }
        return result
    }
}
