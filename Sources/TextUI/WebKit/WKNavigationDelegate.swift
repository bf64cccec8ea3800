#if !canImport(UIKit)
import Foundation

/// What a web view tells the screen as it loads; a preview loads nothing, so none of it is
/// called.
///
/// WebKit: @MainActor protocol WKNavigationDelegate : NSObjectProtocol
@MainActor @preconcurrency
public protocol WKNavigationDelegate: NSObjectProtocol {
    /// WebKit: optional func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    /// WebKit: optional func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    /// WebKit: optional func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    /// WebKit: optional func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
    /// WebKit: optional func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void)
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void)
    /// WebKit: optional func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse, decisionHandler: @escaping @MainActor (WKNavigationResponsePolicy) -> Void)
    func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse, decisionHandler: @escaping @MainActor (WKNavigationResponsePolicy) -> Void)
}

extension WKNavigationDelegate {
    /// Nothing, as an optional requirement left out does.
    ///
    /// WebKit: optional func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    /// Nothing, as an optional requirement left out does.
    ///
    /// WebKit: optional func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    /// Nothing, as an optional requirement left out does.
    ///
    /// WebKit: optional func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
    /// Nothing, as an optional requirement left out does.
    ///
    /// WebKit: optional func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
    public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {}
    /// Allows the load, as an optional requirement left out does.
    ///
    /// WebKit: optional func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void)
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void) {
        decisionHandler(.allow)
    }
    /// Allows the response, as an optional requirement left out does.
    ///
    /// WebKit: optional func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse, decisionHandler: @escaping @MainActor (WKNavigationResponsePolicy) -> Void)
    public func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse, decisionHandler: @escaping @MainActor (WKNavigationResponsePolicy) -> Void) {
        decisionHandler(.allow)
    }
}

/// What a web view asks the screen to show (a new window, an alert); a preview asks nothing.
///
/// WebKit: @MainActor protocol WKUIDelegate : NSObjectProtocol
@MainActor @preconcurrency
public protocol WKUIDelegate: NSObjectProtocol {}

/// A page's message to the app; a preview's page sends none.
///
/// WebKit: @MainActor protocol WKScriptMessageHandler : NSObjectProtocol
@MainActor @preconcurrency
public protocol WKScriptMessageHandler: NSObjectProtocol {
    /// WebKit: func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// A message a page sent.
///
/// WebKit: @MainActor class WKScriptMessage : NSObject
@MainActor @preconcurrency
open class WKScriptMessage: NSObject {
    /// WebKit: var body: Any { get }
    open var body: Any { "" }
    /// WebKit: var name: String { get }
    open var name: String { "" }
}

/// A link a page was asked to follow.
///
/// WebKit: @MainActor class WKNavigationAction : NSObject
@MainActor @preconcurrency
open class WKNavigationAction: NSObject {
    /// WebKit: var request: URLRequest { get }
    open var request: URLRequest { URLRequest(url: URL(fileURLWithPath: "/")) }
}

/// Whether a web view follows a link.
///
/// WebKit: enum WKNavigationActionPolicy
public enum WKNavigationActionPolicy: Int, Sendable {
    /// WebKit: case cancel
    case cancel
    /// WebKit: case allow
    case allow
    /// WebKit: case download
    case download
}

/// A page's response to a load.
///
/// WebKit: @MainActor class WKNavigationResponse : NSObject
@MainActor @preconcurrency
open class WKNavigationResponse: NSObject {
    /// WebKit: var response: URLResponse { get }
    open var response: URLResponse { URLResponse(url: URL(fileURLWithPath: "/"), mimeType: nil, expectedContentLength: 0, textEncodingName: nil) }
}

/// Whether a web view shows a response.
///
/// WebKit: enum WKNavigationResponsePolicy
public enum WKNavigationResponsePolicy: Int, Sendable {
    /// WebKit: case cancel
    case cancel
    /// WebKit: case allow
    case allow
    /// WebKit: case download
    case download
}
#endif
