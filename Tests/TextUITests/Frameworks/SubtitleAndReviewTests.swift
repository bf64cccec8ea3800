import Foundation
import Testing
import TextUI
import TextUIStoreKit

/// `navigationSubtitle` as the fetched apps use it (a browser tab's file name, a detail screen's
/// device and OS), drawn under the title as iOS 26 does, and StoreKit's `requestReview` (the
/// TextUI product's StoreKit module has it, as a file importing StoreKit does on iOS), read from
/// the environment and called after a happy moment: a no-op that draws nothing.
@MainActor
@Suite struct SubtitleAndReviewTests {
    struct DeviceScreen: View {
        let large: Bool
        var body: some View {
            NavigationStack {
                Text("Ready")
                    .navigationTitle("Simulator")
                    .navigationSubtitle("\("iPhone 17") – \("iOS 26")")
                    .navigationBarTitleDisplayMode(large ? .large : .inline)
            }
        }
    }

    @Test func theSubtitleIsCentredUnderAnInlineTitleAndLeadingUnderALargeOne() {
        #expect(DeviceScreen(large: false).render(width: 24) == """
                   Simulator
               iPhone 17 – iOS 26
            ━━━━━━━━━━━━━━━━━━━━━━━━
                     Ready
            """)
        #expect(DeviceScreen(large: true).render(width: 24) == """
            Simulator
            iPhone 17 – iOS 26
            ━━━━━━━━━━━━━━━━━━━━━━━━
                     Ready
            """)
    }

    @Test func theInnermostSubtitleWinsAndATextOneIsReadOnOneLine() {
        let screen = NavigationStack {
            Text("Body")
                .navigationSubtitle(Text("inner"))
                .navigationSubtitle("outer")
        }
        #expect(screen.render(width: 12) == """
               inner
            ━━━━━━━━━━━━
                Body
            """)
    }

    struct OrderComplete: View {
        @Environment(\.requestReview) private var requestReview
        @State private var asked = false
        var body: some View {
            VStack {
                Text(asked ? "Thanks!" : "Order placed")
                Button("Done") {}
            }
            .task {
                requestReview()
                asked = true
            }
        }
    }

    /// The app asks once its view appears; the preview draws the screen as it is after the
    /// ask, with no prompt over it.
    @Test func requestingAReviewInAPreviewDrawsNoPrompt() async {
        #expect(OrderComplete().render(width: 14) == """
            Order placed
              [ Done ]
            """)
        #expect(await OrderComplete().appear(width: 14).text == """
            Thanks!
            [ Done ]
            """)
    }
}
