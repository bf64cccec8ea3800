import Testing
import TextUI

@Suite struct TextWrappingTests {
    @Test func wrapsAtWordBoundaries() {
        #expect(Text("the quick brown fox").render(width: 10) == "the quick\nbrown fox")
    }

    @Test func breaksAWordOnlyWhenItAloneIsTooWide() {
        #expect(Text("a supercalifragilistic b").render(width: 8) == "a\nsupercal\nifragili\nstic b")
    }

    @Test func japaneseWrapsBetweenCharactersByDisplayWidth() {
        #expect(Text("日本語のテキスト").render(width: 6) == "日本語\nのテキ\nスト")
    }

    @Test func punctuationStaysOffTheStartOfALine() {
        #expect(Text("あいう、えお").render(width: 6) == "あい\nう、え\nお")
    }

    @Test func newlinesAndTabsAreHonoured() {
        #expect(Text("a\tb\nc").render(width: 10) == "a   b\nc")
    }

    @Test func vStackAlignsAndSpaces() {
        let view = VStack(alignment: .trailing, spacing: 1) {
            Text("合計")
            Text("¥1,200")
        }
        #expect(view.render(width: 20) == "  合計\n\n¥1,200")
    }

    @Test func hStackPushesApartAroundASpacer() {
        let view = HStack {
            Text("合計")
            Spacer()
            Text("¥1,200")
        }
        #expect(view.render(width: 16) == "合計      ¥1,200")
    }

    @Test func ifAndSwitchInTheBuilder() {
        struct Banner: View {
            let count: Int
            var body: some View {
                if count == 0 {
                    Text("なし")
                } else {
                    Text("\(count)件")
                }
            }
        }
        #expect(Banner(count: 0).render(width: 10) == "なし")
        #expect(Banner(count: 3).render(width: 10) == "3件")
    }
}
