import PreviewCatalog
import TextUI

/// A screen of the size of the example's: a title, a few rows of mixed text, a button.
struct SyntheticScreen: View {
    let number: Int
    var body: some View {
        VStack(alignment: .leading) {
            Text("注文 #\(number)")
            Text("コーヒー豆 200g · ¥1,200")
            Text("Delivered to 1-2-3 Shibuya, Tokyo")
            Text("status \(number % 7 == 0 ? "late" : "on time")")
            Button("もう一度注文する") {}
        }
    }
}

/// `count` states of one screen, none a scenario.
enum Synthetic1000: ScreenPreviews {
    static let screenName = "Synthetic"
    static var states: [PreviewState<Int>] {
        for number in 0..<1_000 { PreviewState("state \(number)", number) }
    }
    static func view(for state: Int) -> some View { SyntheticScreen(number: state) }
}

enum Synthetic5000: ScreenPreviews {
    static let screenName = "Synthetic"
    static var states: [PreviewState<Int>] {
        for number in 0..<5_000 { PreviewState("state \(number)", number) }
    }
    static func view(for state: Int) -> some View { SyntheticScreen(number: state) }
}
