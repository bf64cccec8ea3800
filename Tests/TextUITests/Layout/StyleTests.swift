import Testing
import TextUI

/// Colours, styles and fonts are accepted and change nothing drawn; text case and the text
/// initialisers change the characters.
@MainActor @Suite struct StyleTests {
    @Test func stylingNeverChangesTheText() {
        let plain = VStack(alignment: .leading) { Text("Kyoto"); Text("16°"); Button("Refresh") {} }.render()
        let styled = VStack(alignment: .leading) {
            Text("Kyoto").font(.largeTitle).bold().foregroundStyle(.secondary)
            Text("16°").font(.system(size: 64, weight: .thin)).monospacedDigit().italic()
            Button("Refresh") {}.tint(.blue).foregroundColor(.red).fontWeight(.semibold)
        }
        .foregroundStyle(.red, .orange)
        .font(.system(.body, design: .rounded))
        .underline().strikethrough(pattern: .dash).kerning(1).lineSpacing(4)
        #expect(styled.render() == plain)
    }

    @Test func textCaseChangesTheCharactersOfEveryTextInside() {
        let view = VStack(alignment: .leading) { Text("Humidity"); Label("Straße", systemImage: "house") }.textCase(.uppercase)
        #expect(view.render() == "HUMIDITY\n⌂ STRASSE")
        #expect(Text("ÉTÉ").textCase(.lowercase).render() == "été")
        #expect(Text("Keep").textCase(nil).render() == "Keep")
        #expect(Text("outer").textCase(.lowercase).textCase(.uppercase).render() == "outer")
    }

    @Test func joinedTextsWrapAsOne() {
        let joined = Text("Total ").bold() + Text("¥1,500").foregroundColor(.green) + Text(verbatim: " incl. tax")
        #expect(joined.render(width: 40) == "Total ¥1,500 incl. tax")
        #expect(joined.render(width: 12) == "Total ¥1,500\nincl. tax")
    }

    @Test func formattedValuesReadTheSameOnEveryMachine() {
        #expect(Text(1234567.5, format: .number).render() == "1,234,567.5")
        #expect(Text(12.5, format: .currency(code: "USD")).render() == "$12.50")
        #expect(Text(0.625, format: .percent).render() == "62.5%")
        let day = Date(timeIntervalSince1970: 86_400 * 400 + 3_600 * 23)
        #expect(Text(day, format: .dateTime.year().month().day().hour().minute()).render() == "Feb 5, 1971 at 11:00\u{202F}PM")
        #expect(Text(day, format: Date.FormatStyle(date: .numeric, time: .omitted)).render() == "2/5/1971")
    }

    @Test func aColourIsBlankAndTakesTheRoomOffered() {
        #expect(Color.red.render(width: 10) == "")
        #expect(Color.red.render(width: 10, height: 2) == "\n")
        #expect(HStack(spacing: 0) { Text("a"); Color.clear; Text("b") }.render(width: 6) == "a    b")
        #expect(Color.red.opacity(0.5).description == "red 50%")
        #expect(Color(red: 1, green: 0.5, blue: 0).description == "#FF8000")
        #expect(Color(.systemGroupedBackground) == Color(uiColor: .systemGroupedBackground))
        #expect(Circle().fill(Color(uiColor: .clear)).frame(width: 8, height: 8).render() == "")
    }

    @Test func onlyClearStylesAreClear() {
        #expect(Circle().fill(Color.clear).frame(width: 8, height: 8).render() == "")
        #expect(Circle().fill(Color.red.opacity(0)).frame(width: 8, height: 8).render() == "")
        #expect(Circle().fill(.red.opacity(0)).frame(width: 8, height: 8).render() == "")
        #expect(Circle().fill(AnyShapeStyle(Color.clear)).frame(width: 8, height: 8).render() == "")
        #expect(Circle().fill(.secondary).frame(width: 8, height: 8).render() == "●")
        #expect(Circle().fill(Color.blue.gradient).frame(width: 8, height: 8).render() == "●")
    }
}
