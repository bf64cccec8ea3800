import Testing
@testable import TextUI

/// The SF Symbols table: its size and families, the width of every glyph, the data's form, the
/// family rules for names beyond it, and the one neutral cell an unknown name takes.
@MainActor
@Suite struct SymbolTableTests {
    /// The table's lines, as written in `SymbolTable+Data.swift`.
    private var lines: [[Substring]] {
        SymbolTable.data.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
    }

    @Test func overAThousandNamesHaveGlyphsAndWordsAcrossTheFamiliesAppsUse() {
        let names = SymbolTable.entries.keys
        #expect(names.count >= 1_000)
        #expect(SymbolTable.entries.values.allSatisfy { !$0.words.isEmpty && !$0.unicode.isEmpty && !$0.ascii.isEmpty })
        for (family, least) in [(".fill", 400), (".circle", 300), (".square", 100), (".slash", 20), (".badge.", 40)] {
            let count = names.filter { $0.contains(family) }.count
            #expect(count >= least, "only \(count) names with \(family)")
        }
        for name in ["chevron.forward", "triangle.fill", "box.truck", "wifi.slash", "person.crop.circle.badge.plus", "square.and.arrow.up"] {
            #expect(SymbolTable.hasGlyph(for: name), "\(name) has no line")
        }
    }

    @Test func everyLineHasFourFieldsAndTheNamesAreSortedAndUnique() {
        var previous = ""
        for fields in lines {
            try? #require(fields.count == 4, "\(fields)")
            guard fields.count == 4 else { continue }
            let name = String(fields[0])
            #expect(name > previous, "\(name) is out of order or twice")
            #expect(name.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == ".") }, "\(name)")
            #expect(fields.allSatisfy { !$0.isEmpty && $0.first != " " && $0.last != " " }, "\(name)")
            previous = name
        }
        #expect(lines.count == SymbolTable.entries.count)
    }

    @Test func everyGlyphIsOneOrTwoColumnsWideWithNoEmojiPresentation() {
        for (name, entry) in SymbolTable.entries {
            #expect((1...2).contains(DisplayWidth.of(entry.unicode)), "\(name): \(entry.unicode)")
            #expect(entry.unicode.count <= 2, "\(name): \(entry.unicode)")
            let scalars = entry.unicode.unicodeScalars
            #expect(!scalars.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F || $0.value == 0x200D }, "\(name): \(entry.unicode)")
            #expect(entry.ascii.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) }, "\(name): \(entry.ascii)")
            #expect((1...2).contains(entry.ascii.count), "\(name): \(entry.ascii)")
        }
    }

    @Test func anUnknownNameDrawsAsOneNeutralCellNeverAsItsName() {
        let unknown = Image(systemName: "no.such.symbol")
        #expect(unknown.render() == "⬚")
        #expect(DisplayWidth.of(unknown.render()) == 1)
        #expect(unknown.render(style: .ascii) == "?")
        #expect(HStack { unknown; Text("Later") }.render() == "⬚ Later")
        #expect(Text("Open \(Image(systemName: "no.such.symbol"))").render() == "Open ⬚")
    }

    @Test func anUnknownNameStaysInTheAccessibilityTranscript() {
        #expect(Image(systemName: "no.such.symbol").accessibilityTranscript() == "Image: no label (symbol \"no.such.symbol\")")
        #expect(Image(systemName: "no.such.symbol").accessibilityLabel("Later").accessibilityTranscript() == "Image: Later")
    }

    @Test func aNameBeyondTheTableIsReadByItsFamily() {
        let icons = HStack {
            Image(systemName: "tortoise.circle.fill")     // a shape and fill around a known symbol
            Image(systemName: "calendar.badge.plus.fill")  // not a name Apple has; read as its badge's symbol
            Image(systemName: "mountain.2.slash")          // crossed out
            Image(systemName: "no.such.circle")            // the family of an unknown symbol is unknown too
        }
        #expect(icons.render() == "⌓ ▦ ⊘ ⬚")
        #expect(icons.accessibilityTranscript() == """
            Image: Slow
            Image: Calendar
            Image: Mountains off
            Image: no label (symbol "no.such.circle")
            """)
    }

    @Test func theSymbolsAToolbarUsesDrawAsGlyphsNotNames() {
        let bar = HStack {
            Image(systemName: "chevron.forward")
            Image(systemName: "triangle.fill")
            Image(systemName: "box.truck")
            Image(systemName: "wifi.slash")
            Image(systemName: "square.and.arrow.up")
        }
        #expect(bar.render() == "› ▲ ⛟ ⊘ ⇪")
        #expect(bar.render(style: .ascii) == "> ^ = - ^")
        #expect(bar.accessibilityTranscript() == "Image: Forward\nImage: Triangle\nImage: Delivery\nImage: Wi-Fi off\nImage: Share")
    }

    @Test func symbolVariantsComposeTheNameInSFSymbolsOrder() {
        #expect(Image.name("bell", in: .slash.fill) == "bell.slash.fill")
        #expect(Image.name("person", in: .circle.fill) == "person.circle.fill")
        #expect(Image.name("star.fill", in: .fill) == "star.fill")
        #expect(Image.name("mic", in: SymbolVariants.slash.circle) == "mic.slash.circle")
        let view = HStack { Image(systemName: "bell"); Image(systemName: "heart") }.symbolVariant(.slash)
        #expect(view.render() == "⊘ ⊘")
        #expect(view.accessibilityTranscript() == "Image: Notifications off\nImage: Unlike")
        #expect(Image(systemName: "tortoise").symbolVariant(.circle.fill).render() == "⌓")
    }

    @Test func aVariableValueDrawsASymbolWithLevelsAtItsHeight() {
        let bars = HStack {
            ForEach([0.0, 0.5, 1.0, 7.0], id: \.self) { Image(systemName: "cellularbars", variableValue: $0) }
        }
        #expect(bars.render() == "▁ ▅ █ █")
        #expect(bars.render(style: .ascii) == "_ - # #")
        #expect(Image(systemName: "cellularbars", variableValue: .nan).render() == "▁")
        #expect(Image(systemName: "wifi", variableValue: 0.3).render() == Image(systemName: "wifi").render())
        #expect(Image(systemName: "cellularbars", variableValue: nil).render() == "▆")
        #expect(Image(systemName: "cellularbars", variableValue: 0.5).accessibilityTranscript() == "Image: Cellular")
    }
}
