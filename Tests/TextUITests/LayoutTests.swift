import Testing
import TextUI

@MainActor
@Suite struct LayoutTests {
    @Test func hStackGivesTheNarrowestChildItsWidthFirst() {
        let view = HStack { Text("OK"); Text("とても長い説明文がここに入ります") }
        #expect(view.render(width: 14) == "   とても長い\nOK 説明文がこ\n   こに入りま\n   す")
    }

    @Test func hStackDropsItsGapsWhenTheyCannotFit() {
        #expect(HStack(spacing: 16) { Text("a"); Text("b"); Text("c") }.render(width: 3) == "abc")
    }

    @Test func vStackAlignsEachChildAsABlock() {
        let view = VStack(alignment: .trailing) { Text("一行目\n二"); Text("とても長い行") }
        #expect(view.render(width: 20) == "      一行目\n      二\nとても長い行")
    }

    @Test func spacersInAVStackTakeTheExtraRowsOfAGivenHeight() {
        let view = VStack { Text("上"); Spacer(); Text("下") }
        #expect(view.render(width: 4, height: 5) == "上\n\n\n\n下")
    }

    @Test func aSpacersMinimumLengthIsInPointsAlongItsStack() {
        let kept = HStack(spacing: 0) { Text("ab"); Spacer(minLength: 16); Text("one two") }
        #expect(kept.render(width: 8) == "ab   one\n     two")
        let none = HStack(spacing: 0) { Text("ab"); Spacer(); Text("one two") }
        #expect(none.render(width: 8) == "abone\n  two")
        #expect(kept.render(width: 12) == "ab   one two")
        let column = VStack(spacing: 0) { Text("上"); Spacer(minLength: 16); Text("下") }
        #expect(column.render(width: 4) == "上\n\n下")
        #expect(VStack(spacing: 0) { Text("上"); Spacer(minLength: 4); Text("下") }.render(width: 4) == "上\n下")
        let length: CGFloat? = nil
        #expect(Spacer(minLength: length).minLength == nil && Spacer(minLength: 16).minLength == 16)
    }

    @Test func frameWithMaxWidthInfinityFillsAndAligns() {
        #expect(Text("右").frame(maxWidth: .infinity, alignment: .trailing).render(width: 6) == "    右")
        #expect(Text("中").frame(maxWidth: .infinity).render(width: 6) == "  中")
    }

    @Test func frameWithAFixedWidthWrapsItsContent() {
        #expect(Text("one two three").frame(width: 56).border().render(width: 20) == """
            ┌───────┐
            │one two│
            │three  │
            └───────┘
            """)
    }

    @Test func aFrameHeightIsGivenToContentThatGrows() {
        let view = VStack { Text("上"); Spacer(); Text("下") }.frame(height: 64)
        #expect(view.render(width: 4) == "上\n\n\n下")
        #expect(view.render(width: 4) == view.render(width: 4, height: 4))
        let tall = VStack { Text("上"); Spacer(); Text("下") }.frame(minHeight: 48)
        #expect(tall.render(width: 4) == "上\n\n下")
    }

    @Test func borderInASCIIStyle() {
        #expect(Text("box").border().render(style: .ascii) == "+---+\n|box|\n+---+")
    }

    @Test func dividerInAnHStackIsAsTallAsTheRow() {
        let view = HStack { Text("a\nb\nc"); Divider(); Text("d") }
        #expect(view.render(width: 10) == "a │\nb │ d\nc │")
    }

    @Test func overlayIsPlacedInsideTheBaseAndCutToIt() {
        let view = Text("..........\n..........").overlay(alignment: .bottomTrailing) { Text("END\nX") }
        #expect(view.render(width: 20) == ".......END\n.......X..")
        #expect(Text("..\n..").overlay { Text("1\n2\n3") }.render() == "1.\n2.")
    }

    @Test func progressBarFillsTheWidthAndClampsItsValue() {
        #expect(ProgressView(value: 0.5).render(width: 14) == "█████░░░░░ 50%")
        #expect(ProgressView(value: 2).render(width: 10, style: .ascii) == "##### 100%")
        #expect(ProgressView(value: Double.nan).render(width: 8, style: .ascii) == "----- 0%")
        #expect(ProgressView(value: 3, total: 4).render(width: 4) == "███")
    }

    @Test func imageFallsBackToItsFamilyAndThenToOneNeutralCell() {
        #expect(Image(systemName: "star.fill").render() == "★")
        #expect(Image(systemName: "flame.fill").render() == "♨")
        #expect(Image(systemName: "theatermasks.fill").render() == "⬚")
        #expect(Image(systemName: "house").render(style: .ascii) == "^")
    }

    @Test func secureFieldShowsItsPlaceholderWhenEmptyAndDotsOtherwise() {
        #expect(SecureField("パスワード", text: .constant("")).render(width: 16) == """
            ╭──────────────╮
            │ パスワード   │
            ╰──────────────╯
            """)
        #expect(SecureField("pw", text: .constant("ab")).render(width: 8, style: .ascii) == "+------+\n| **   |\n+------+")
    }

    @Test func aLongFieldValueEndsInAnEllipsis() {
        #expect(TextField("", text: .constant("taro.yamada@example.com")).render(width: 12) == """
            ╭──────────╮
            │ taro.ya… │
            ╰──────────╯
            """)
    }

    @Test func conditionalAndOptionalContentInTheBuilder() {
        struct Row: View {
            let detail: String?
            var body: some View {
                HStack {
                    Text("項目")
                    if let detail { Text(detail) }
                }
            }
        }
        #expect(Row(detail: nil).render() == "項目")
        #expect(Row(detail: "詳細").render() == "項目 詳細")
    }

    @Test func atWidthFourControlsDropTheirChromeAndKeepTheirContent() {
        #expect(Button("ログイン") {}.render(width: 4) == "ログ\nイン")
        #expect(TextField("", text: .constant("taro")).render(width: 4) == "taro")
        #expect(List { Text("abc"); Text("de") }.render(width: 4) == "abc\n────\nde")
        #expect(Text("ok").border().render(width: 4) == "┌──┐\n│ok│\n└──┘")
    }

    @Test func anOverlayOverAListWithNoRowsShowsWholeUnderItsHeaders() {
        let list = List { Section("History") { ForEach([String](), id: \.self) { Text($0) } } }
            .overlay { ContentUnavailableView("No Workouts", systemImage: "tray", description: Text("Log one.")) }
        #expect(list.render(width: 20) == """
              History

                     ☐
                No Workouts
                 Log one.
            """)
    }
}
