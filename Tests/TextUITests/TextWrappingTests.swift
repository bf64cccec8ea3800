import Testing
import TextUI

@MainActor
@Suite struct TextWrappingTests {
    @Test func wrapsAtWordBoundaries() {
        #expect(Text("the quick brown fox").render(width: 10) == "the quick\nbrown fox")
    }

    @Test func breaksAWordOnlyWhenItAloneIsTooWide() {
        #expect(Text("a supercalifragilistic b").render(width: 8) == "a\nsupercal\nifragili\nstic b")
    }

    @Test func aHyphenatedWordBreaksAfterAHyphenBeforeALetterOnly() {
        #expect(Text("self-service re-authentication").render(width: 12) == "self-service\nre-\nauthenticati\non")
        #expect(Text("well-known").render(width: 8) == "well-\nknown")
        #expect(Text("from -5 to -10").render(width: 9) == "from -5\nto -10")
        #expect(Text("x-5").render(width: 2) == "x-\n5")
    }

    @Test func japaneseWrapsBetweenCharactersByDisplayWidth() {
        #expect(Text("日本語のテキスト").render(width: 6) == "日本語\nのテキ\nスト")
    }

    @Test func punctuationStaysOffTheStartOfALine() {
        #expect(Text("あいう、えお").render(width: 6) == "あい\nう、え\nお")
    }

    @Test func smallKanaAndTheLongVowelMarkStayWithTheCharacterBefore() {
        #expect(Text("ちょっと待って").render(width: 6) == "ちょっ\nと待っ\nて")
        #expect(Text("キャッシュ").render(width: 6) == "キャッ\nシュ")
        #expect(Text("コーヒー").render(width: 4) == "コー\nヒー")
        // A run too wide for the line has to be broken somewhere; then the rule gives way.
        #expect(Text("キャッシュ").render(width: 4) == "キャ\nッ\nシュ")
    }

    @Test(arguments: ["ちょっと待ってください", "コーヒーとジャムとキャッシュ", "「はい」と言った。（本当に）", "［注］ヴァイオリン〜チェロ"])
    func noLineAfterTheFirstStartsWithKinsokuPunctuation(text: String) {
        for width in 6...24 {
            for line in Text(text).render(width: width).split(separator: "\n").dropFirst() {
                let first = line.unicodeScalars.first!
                #expect(!"、。）」』］ーぁぃぅぇぉっゃゅょァィゥェォッャュョ〜".unicodeScalars.contains(first), "width \(width): \(line)")
            }
        }
    }

    @Test func newlinesAndTabsAreHonoured() {
        #expect(Text("a\tb\nc").render(width: 10) == "a   b\nc")
    }

    @Test func vStackAlignsAndSpaces() {
        let view = VStack(alignment: .trailing, spacing: 16) {
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

@MainActor
@Suite struct TextWrappingEdgeCaseTests {
    @Test func openingBracketsStayWithWhatFollows() {
        #expect(Text("あいう「えお」").render(width: 8) == "あいう\n「えお」")
    }

    @Test func lineLimitEndsTheLastLineInAnEllipsis() {
        #expect(Text("one two three four five").lineLimit(2).render(width: 9) == "one two\nthree…")
        #expect(Text("一行目\n二行目\n三行目").lineLimit(1).render(width: 20) == "一行目…")
        #expect(Text("one two three").lineLimit(1).render(width: 20, style: .ascii) == "one two three")
        #expect(Text("one two three").lineLimit(1).render(width: 8, style: .ascii) == "one t...")
    }

    @Test func controlCharactersShowAsTheOutputRuleSaysAndCRLFIsOneBreak() {
        #expect(Text("a\u{7}b\r\nc\u{1B}d").render(width: 10) == "a␇b\nc␛d")
    }

    @Test func aLeadingCombiningMarkGetsASpaceToSitOn() {
        let output = HStack(spacing: 0) { Text("x"); Text("\u{301}y") }.render(width: 10)
        #expect(output.unicodeScalars.map(\.value) == [0x78, 0x20, 0x301, 0x79])
    }

    @Test func emojiSequencesAndFlagsAreNeverSplit() {
        #expect(Text("👨‍👩‍👧‍👦🇯🇵👍🏽").render(width: 4) == "👨‍👩‍👧‍👦🇯🇵\n👍🏽")
    }

    @Test func aWideCharacterThatCannotFitIsLeftOutRatherThanOverflowing() {
        #expect(Text("日本").render(width: 1) == "")
        #expect(Text("a日b").render(width: 1) == "a\nb")
    }

    @Test func indentationIsKeptAndTrailingSpacesDropped() {
        #expect(Text("  indented   ").render(width: 20) == "  indented")
    }

    @Test func widthZeroDrawsNothing() {
        #expect(Text("anything").render(width: 0) == "")
    }
}
