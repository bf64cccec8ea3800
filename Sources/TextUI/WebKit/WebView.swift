import Foundation

/// iOS 26's web view for SwiftUI (`import WebKit`): a page shown by its URL. A preview loads
/// no page, so it draws the line naming the page, as a wrapped `WKWebView` does.
///
/// ```swift
/// WebView(url: URL(string: "https://example.com/help"))
/// ```
/// ```text
/// ⬚ WebView https://example.com/help
/// ```
/// With no URL, `⬚ WebView`. An app's own `WebView` (a representable of its own, a common name
/// before iOS 26) is the one its files mean: a module's own type hides this one.
///
/// WebKit: @MainActor @preconcurrency struct WebView
@MainActor @preconcurrency
public struct WebView: View {
    private let url: URL?

    /// A web view showing the page at `url`, or nothing yet.
    ///
    /// WebKit: @MainActor @preconcurrency init(url: URL?)
    public init(url: URL?) {
        self.url = url
    }

    /// WebKit: var body: some View { get }
    public var body: some View {
        PlatformViewPlaceholder.line(naming: url.map { "WebView \($0.absoluteString)" } ?? "WebView")
    }
}
