import Foundation
import Testing
@testable import TextUI

/// `minimumScaleFactor`: a phone shrinks the text rather than wrap or cut it. A cell cannot
/// shrink, so the text keeps its one line whole and the room around it gives way; where the
/// whole room is too narrow it wraps or is cut as any text, never wider than its room.
@MainActor
struct MinimumScaleFactorTests {
    /// A compose toolbar's language button: two letters in a 24-point square with 4-point
    /// sides, which a phone shrinks to fit.
    private func languageButton(_ code: String, factor: CGFloat) -> some View {
        Text(code).font(.caption).textCase(.uppercase).padding(.horizontal, 4)
            .minimumScaleFactor(factor).frame(width: 24, height: 24, alignment: .center)
    }

    @Test func aShrinkableTextKeepsItsWholeLineAndThePaddingGivesWay() {
        #expect(languageButton("en", factor: 0.5).render().contains("EN"))
        // Without the factor, the padding keeps its columns and the text is cut, as before.
        #expect(!languageButton("en", factor: 1).render().contains("EN"))
        let row = HStack(spacing: 8) { Text("Post"); languageButton("ja", factor: 0.5); Text("Send") }
        #expect(row.render(width: 40) == "Post  JA Send")
    }

    @Test func aShrinkableTextIsServedFirstInAStack() {
        // Four credits sharing a narrow row: the shrinkable one keeps its word whole.
        let credits = HStack(spacing: 0) {
            Text("Design").frame(maxWidth: .infinity)
            Text("Contributing").minimumScaleFactor(0.8).frame(maxWidth: .infinity)
            Text("Code").frame(maxWidth: .infinity)
        }
        let drawn = credits.render(width: 24)
        #expect(drawn.contains("Contributing"))
        #expect(drawn.contains("Code") && drawn.contains("Des"))
    }

    @Test(arguments: [1, 2, 5, 12, 40])
    func aShrinkableTextIsNeverWiderThanItsRoom(width: Int) {
        let views: [AnyView] = [
            AnyView(Text("Contributing").minimumScaleFactor(0.5)),
            AnyView(Text("EN").minimumScaleFactor(0.5).frame(width: 8)),
            AnyView(Text("Breckenridge").padding().minimumScaleFactor(0.1)),
            AnyView(HStack { Text("Contributing").minimumScaleFactor(0.5); Text("Breckenridge").minimumScaleFactor(0.5) }),
            AnyView(Text("two\nlines").minimumScaleFactor(.nan).padding(.horizontal)),
        ]
        for view in views {
            let drawn = view.render(width: width)
            #expect(drawn.split(separator: "\n", omittingEmptySubsequences: false).allSatisfy { DisplayWidth.of(String($0)) <= width })
        }
        // One column holds one letter of two, whatever the factor: the room is the room.
        #expect(Text("EN").minimumScaleFactor(0.5).frame(width: 8, height: 16).render() == "E")
    }
}
