import Foundation
import Testing
import TextUI

/// WebKit as the fetched apps use it: a `WKWebView` made in a representable with a
/// configuration and a coordinator as its navigation delegate, loaded in `makeUIView` or
/// `updateUIView`; drawn as the line naming the page.
@MainActor
@Suite struct WebViewTests {
    struct ArticleView: UIViewRepresentable {
        let url: URL?
        var html: String?

        func makeCoordinator() -> Coordinator { Coordinator() }

        func makeUIView(context: Context) -> WKWebView {
            let configuration = WKWebViewConfiguration()
            configuration.allowsInlineMediaPlayback = true
            configuration.userContentController.addUserScript(
                WKUserScript(source: "document.body.style.margin = 0", injectionTime: .atDocumentEnd, forMainFrameOnly: true))
            let webView = WKWebView(frame: .zero, configuration: configuration)
            webView.navigationDelegate = context.coordinator
            webView.isOpaque = false
            webView.scrollView.bounces = false
            if let html {
                webView.loadHTMLString(html, baseURL: url)
            }
            return webView
        }

        func updateUIView(_ webView: WKWebView, context: Context) {
            guard html == nil, let url, webView.url != url else { return }
            webView.load(URLRequest(url: url))
        }

        final class Coordinator: NSObject, WKNavigationDelegate {
            func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
                webView.evaluateJavaScript("document.title") { _, _ in }
            }

            func webView(
                _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void
            ) {
                decisionHandler(navigationAction.request.url?.scheme == "https" ? .allow : .cancel)
            }
        }
    }

    @Test func aWebViewIsTheLineNamingThePageItLoads() {
        let screen = VStack(alignment: .leading) {
            Text("Help")
            ArticleView(url: URL(string: "https://example.com/help?topic=sync"))
        }
        #expect(screen.render(width: 50) == """
            Help
            ⬚ WKWebView https://example.com/help?topic=sync
            """)
    }

    @Test func aPageFromAStringNamesItsBaseURLOrNothing() {
        #expect(ArticleView(url: URL(string: "https://example.com/"), html: "<p>Hi</p>").render() == "⬚ WKWebView https://example.com/")
        #expect(ArticleView(url: nil, html: "<p>Hi</p>").render() == "⬚ WKWebView")
    }

    @Test func aLongAddressWrapsWithinTheWidthWholeAsTextDoes() {
        #expect(ArticleView(url: URL(string: "https://example.com/a/very/long/path")).render(width: 24) == """
            ⬚ WKWebView
            https://example.com/a/ve
            ry/long/path
            """)
    }
}
