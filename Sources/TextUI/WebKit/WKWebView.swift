#if !canImport(UIKit)
import Foundation

// WebKit's web view, which screens import beside SwiftUI and wrap in a `UIViewRepresentable`
// (a FAQ page, a sign-in page, a help article). A preview loads no page: the representable
// makes the view, lets the app load its request into it, and draws the one line naming the
// page, `⬚ WKWebView https://example.com/faq`.

/// A web page in a screen, wrapped by a representable; drawn as the line naming the page it was
/// asked to load.
///
/// ```swift
/// struct HelpPage: UIViewRepresentable {
///     let url: URL
///     func makeUIView(context: Context) -> WKWebView { WKWebView() }
///     func updateUIView(_ webView: WKWebView, context: Context) { webView.load(URLRequest(url: url)) }
/// }
/// HelpPage(url: URL(string: "https://example.com/faq")!).render()
/// ```
/// ```text
/// ⬚ WKWebView https://example.com/faq
/// ```
/// A page loaded from a string names its base URL, if any; a view given nothing to load is
/// `⬚ WKWebView`.
///
/// WebKit: @MainActor class WKWebView : UIView
@MainActor @preconcurrency
open class WKWebView: UIView {
    /// WebKit: @NSCopying var configuration: WKWebViewConfiguration { get }
    open private(set) var configuration: WKWebViewConfiguration
    /// WebKit: weak var navigationDelegate: (any WKNavigationDelegate)? { get set }
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    /// WebKit: weak var uiDelegate: (any WKUIDelegate)? { get set }
    open weak var uiDelegate: (any WKUIDelegate)?
    /// The page asked for last; a preview loads nothing, so it stays the one asked for.
    ///
    /// WebKit: var url: URL? { get }
    open private(set) var url: URL?
    /// WebKit: var title: String? { get }
    open var title: String? { nil }
    /// WebKit: var isLoading: Bool { get }
    open var isLoading: Bool { false }
    /// WebKit: var estimatedProgress: Double { get }
    open var estimatedProgress: Double { 0 }
    /// WebKit: var canGoBack: Bool { get }
    open var canGoBack: Bool { false }
    /// WebKit: var canGoForward: Bool { get }
    open var canGoForward: Bool { false }
    /// WebKit: var allowsBackForwardNavigationGestures: Bool { get set }
    open var allowsBackForwardNavigationGestures = false
    /// WebKit: var customUserAgent: String? { get set }
    open var customUserAgent: String?
    /// WebKit: var isInspectable: Bool { get set }
    open var isInspectable = false
    /// WebKit: var isOpaque: Bool { get set }
    open var isOpaque = true
    /// WebKit: var scrollView: UIScrollView { get }
    public let scrollView = UIScrollView()

    /// WebKit: init(frame: CGRect, configuration: WKWebViewConfiguration)
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }

    /// A web view with the default configuration.
    ///
    /// WebKit: convenience init(frame: CGRect)
    override public convenience init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    /// Asks for `request`'s page: the line names its URL.
    ///
    /// WebKit: func load(_ request: URLRequest) -> WKNavigation?
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        url = request.url
        return WKNavigation()
    }

    /// Shows `string` as a page; the line names `baseURL`, if any.
    ///
    /// WebKit: func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation?
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        url = baseURL
        return WKNavigation()
    }

    /// Shows the file at `URL`: the line names it.
    ///
    /// WebKit: func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation?
    @discardableResult
    open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        url = URL
        return WKNavigation()
    }

    /// Nothing: a preview loads no page.
    ///
    /// WebKit: func reload() -> WKNavigation?
    @discardableResult
    open func reload() -> WKNavigation? { nil }
    /// Nothing: a preview has no history.
    ///
    /// WebKit: func goBack() -> WKNavigation?
    @discardableResult
    open func goBack() -> WKNavigation? { nil }
    /// Nothing: a preview has no history.
    ///
    /// WebKit: func goForward() -> WKNavigation?
    @discardableResult
    open func goForward() -> WKNavigation? { nil }
    /// Nothing: a preview loads no page.
    ///
    /// WebKit: func stopLoading()
    open func stopLoading() {}

    /// Runs no script: a preview has no page; `completionHandler` is not called.
    ///
    /// WebKit: func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor (Any?, (any Error)?) -> Void)? = nil)
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor (Any?, (any Error)?) -> Void)? = nil) {}
}

/// How a web view is set up: the scripts and message handlers it has, how media plays.
///
/// WebKit: @MainActor class WKWebViewConfiguration : NSObject
@MainActor @preconcurrency
open class WKWebViewConfiguration: NSObject {
    /// WebKit: var userContentController: WKUserContentController { get set }
    open var userContentController = WKUserContentController()
    /// WebKit: var allowsInlineMediaPlayback: Bool { get set }
    open var allowsInlineMediaPlayback = false
    /// WebKit: var limitsNavigationsToAppBoundDomains: Bool { get set }
    open var limitsNavigationsToAppBoundDomains = false

    /// WebKit: init()
    override public init() {}
}

/// The scripts a page runs and the messages it sends the app.
///
/// WebKit: @MainActor class WKUserContentController : NSObject
@MainActor @preconcurrency
open class WKUserContentController: NSObject {
    /// WebKit: var userScripts: [WKUserScript] { get }
    open private(set) var userScripts: [WKUserScript] = []

    /// WebKit: init()
    override public init() {}

    /// WebKit: func addUserScript(_ userScript: WKUserScript)
    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    /// WebKit: func removeAllUserScripts()
    open func removeAllUserScripts() { userScripts = [] }
    /// Nothing: a preview's page sends no messages.
    ///
    /// WebKit: func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String)
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {}
    /// WebKit: func removeScriptMessageHandler(forName name: String)
    open func removeScriptMessageHandler(forName name: String) {}
}

/// A script a page runs.
///
/// WebKit: @MainActor class WKUserScript : NSObject
@MainActor @preconcurrency
open class WKUserScript: NSObject {
    /// When a script runs.
    ///
    /// WebKit: enum WKUserScriptInjectionTime
    public typealias InjectionTime = WKUserScriptInjectionTime

    /// WebKit: var source: String { get }
    public let source: String

    /// WebKit: init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool)
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
    }
}

/// When a script runs in a page.
///
/// WebKit: enum WKUserScriptInjectionTime
public enum WKUserScriptInjectionTime: Int, Sendable {
    /// WebKit: case atDocumentStart
    case atDocumentStart
    /// WebKit: case atDocumentEnd
    case atDocumentEnd
}

/// A load a web view started.
///
/// WebKit: @MainActor class WKNavigation : NSObject
@MainActor @preconcurrency
open class WKNavigation: NSObject {}
#endif
