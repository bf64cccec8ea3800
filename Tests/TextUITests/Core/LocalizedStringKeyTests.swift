import Testing
import TextUI

/// A string literal given to `Text` is a key whose interpolated values are written in as
/// SwiftUI writes them; a `String` variable is shown as it is.
@MainActor
@Suite struct LocalizedStringKeyTests {
    @Test func integersInterpolateAsTheirDigits() {
        let count = 42
        let small: Int8 = -7
        let big = UInt64.max
        #expect(Text("\(count) items, \(small), \(big)").render() == "42 items, -7, 18446744073709551615")
    }

    @Test func theWidestIntegersInterpolateAsTheirDigits() {
        #expect(Text("\(Int.min) \(Int32.max) \(UInt8(255)) \(Int16(-300))").render(width: 80)
            == "-9223372036854775808 2147483647 255 -300")
    }

    @Test func doublesInterpolateWithSixDecimalsAsSwiftUIDoes() {
        let ratio = 0.25
        let float: Float = 1.5
        #expect(Text("\(ratio) \(float)").render() == "0.250000 1.500000")
    }

    @Test(arguments: [
        ("%.1f", 3.14159, "3.1"), ("%.0f", 2.5, "2"), ("%05.1f", 3.14159, "003.1"),
        ("%.2f%%", 12.345, "12.35%"), ("%e", 1234.5, "1.234500e+03"), ("≈%.1f km", 1.25, "≈1.2 km"),
    ])
    func specifierFormatsADouble(specifier: String, value: Double, expected: String) {
        #expect(Text("\(value, specifier: specifier)").render() == expected)
    }

    @Test(arguments: [("%03d", 7, "007"), ("%x", 255, "ff"), ("%+d", 5, "+5"), ("%ld", -3, "-3")])
    func specifierFormatsAnInteger(specifier: String, value: Int, expected: String) {
        #expect(Text("\(value, specifier: specifier)").render() == expected)
    }

    @Test(arguments: ["%s", "%d %d", "no conversion", "%n", "%999d", "%.1f"])
    func aSpecifierThatDoesNotFitAnIntegerFallsBackToTheDefault(specifier: String) {
        #expect(Text("\(12, specifier: specifier)").render() == "12")
    }

    @Test func aStringVariableIsShownAsItIsAndASubstringToo() {
        let name = "100% \\(not interpolated)"
        let tail = "abc,def".split(separator: ",")[1]
        #expect(Text(name).render() == "100% \\(not interpolated)")
        #expect(Text(tail).render() == "def")
    }

    @Test func interpolatedStringsTextAndSymbolsAreWrittenIn() {
        let name = "Aiko"
        #expect(Text("Hi \(name) \(Text("there")) \(Image(systemName: "house"))").render() == "Hi Aiko there ⌂")
        #expect(Text("\(Image(systemName: "house")) Home").render(style: .ascii) == SymbolCheck.asciiHouse + " Home")
    }

    @Test func formatStylesAndFoundationValuesInterpolateInTheFixedLocale() {
        let total = 1500
        let share = 0.62
        let url = URL(string: "https://example.com/a")!
        #expect(Text("Total \(total, format: .currency(code: "JPY"))").render() == "Total ¥1,500")
        #expect(Text("\(share, format: .percent) done").render() == "62% done")
        #expect(Text("Open \(url)").render() == "Open https://example.com/a")
        #expect(Text("Tagged \(AttributedString("new"))").render() == "Tagged new")
    }

    @Test func keysCompareByTheirText() {
        let three = 3
        let key: LocalizedStringKey = "\(three) items"
        #expect(key == LocalizedStringKey("3 items"))
        #expect(key != "4 items")
    }

    @Test func aKeysInlineMarkdownIsReadAndInterpolatedValuesAreShownAsTheyAre() {
        #expect(Text("**Bold**, *it*, ~~old~~, `a*b`").render() == "Bold, it, old, a*b")
        #expect(Text("Agree to the [Terms](https://example.com/terms).").render() == "Agree to the Terms.")
        let handle = "snake_case_*name*"
        #expect(Text("Hi **\(handle)**, 2 * 3 = 6, a_b_c, \\*x\\*").render(width: 60) == "Hi snake_case_*name*, 2 * 3 = 6, a_b_c, *x*")
        #expect(Text(verbatim: "**raw**").render() == "**raw**")
        #expect(Text(handle).render() == handle)
        #expect(Button("**Save**") {}.render() == "[ Save ]")
    }
}

/// What `Image(systemName: "house")` draws in the ASCII style, read from the image itself.
@MainActor
enum SymbolCheck {
    static var asciiHouse: String { Image(systemName: "house").render(style: .ascii) }
}
