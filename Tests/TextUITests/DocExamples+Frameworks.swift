import Foundation
import TextUI

/// The doc examples of the Apple frameworks real screens import beside SwiftUI (Charts …; see
/// ``DocExample``).
extension DocExample {
    static let frameworks: [DocExample] = [
        DocExample("Charts/Chart.swift") {
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Cups", 4))
                BarMark(x: .value("Day", "Tue"), y: .value("Cups", 8))
                RuleMark(y: .value("Goal", 6))
            }.render(width: 20)
        },
        DocExample("Charts/Chart.swift", 1) {
            Chart(DailySales.week) { day in
                LineMark(x: .value("Day", day.number), y: .value("Sales", day.sales))
            }.render(width: 20)
        },
        DocExample("Navigation/NavigationSubtitle.swift") {
            Text("本文").navigationTitle("受信箱").navigationSubtitle("未読 3件").render(width: 16)
        },
        DocExample("WebKit/WKWebView.swift") {
            HelpPage(url: URL(string: "https://example.com/faq")!).render()
        },
        DocExample("WebKit/WebView.swift") {
            WebView(url: URL(string: "https://example.com/help")).render()
        },
        DocExample("AVKit/VideoPlayer.swift") {
            VideoPlayer(player: AVPlayer(url: URL(string: "https://example.com/clip.mp4")!)).render()
        },
    ]
}

/// The representable of `WKWebView`'s doc example.
private struct HelpPage: UIViewRepresentable {
    let url: URL
    func makeUIView(context: Context) -> WKWebView { WKWebView() }
    func updateUIView(_ webView: WKWebView, context: Context) { webView.load(URLRequest(url: url)) }
}

/// The sales of the line chart's doc example.
private struct DailySales: Identifiable {
    let number: Int
    let sales: Int
    var id: Int { number }

    static let week = [DailySales(number: 1, sales: 3), DailySales(number: 2, sales: 8), DailySales(number: 3, sales: 12), DailySales(number: 4, sales: 4)]
}
