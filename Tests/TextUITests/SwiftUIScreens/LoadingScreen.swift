import Testing
import TextUI

// A screen that loads its orders: a ProgressView alone while the request is out, the list
// once it is back.

private struct LoadingScreen: View {
    var orders: [String]?

    var body: some View {
        NavigationStack {
            Group {
                if let orders {
                    List(orders, id: \.self) { Text($0) }
                } else {
                    ProgressView("Loading orders…")
                }
            }
            .navigationTitle("Orders")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

@MainActor @Suite(.drawsEveryReadableText) struct LoadingScreenTests {
    @Test func aLoadingScreensProgressViewSitsInTheMiddleOfTheScreen() {
        #expect(LoadingScreen().render(width: 40, height: 9) == """
                             Orders
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━



                       ⟳ Loading orders…



            """)
        #expect(LoadingScreen().render(width: 40) == """
                             Orders
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
                       ⟳ Loading orders…
            """)
        #expect(NavigationStack { ProgressView() }.render(width: 20, height: 5) == "\n\n         ⟳\n\n")
    }

    @Test func aLoadedListStillFillsTheScreenFromTheTop() {
        #expect(LoadingScreen(orders: ["#1042", "#1043"]).render(width: 40, height: 9) == """
                             Orders
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────────────╮
            │ #1042                                │
            ├──────────────────────────────────────┤
            │ #1043                                │
            ╰──────────────────────────────────────╯


            """)
    }
}
