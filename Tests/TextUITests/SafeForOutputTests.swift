import Testing
import TextUI

/// The one output rule (`safeForOutput`): what it rewrites, what it leaves alone, and that
/// TextUI's drawing and accessibility transcript both follow it.
@MainActor
@Suite struct SafeForOutputTests {
    /// Every scalar the rule rewrites: C0, DEL, C1, bidi embeddings, overrides, pops, isolates.
    nonisolated static let rewritten: [Unicode.Scalar] = (Array(0x00...0x1F) + Array(0x7F...0x9F) + Array(0x202A...0x202E) + Array(0x2066...0x2069))
        .map { Unicode.Scalar(UInt32($0))! }

    @Test func controlsBecomeTheirControlPictures() {
        #expect(safeForOutput("\u{1B}]0;pwned\u{7}\u{1B}[31mred") == "␛]0;pwned␇␛[31mred")
        #expect(safeForOutput("\u{0}\u{9}\u{D}\u{1F}\u{7F}") == "␀␉␍␟␡")
    }

    @Test func aLineFeedIsKeptInLinesAndShownOnOneLine() {
        #expect(safeForOutput("one\ntwo") == "one\ntwo")
        #expect(safeForOutput("one\ntwo", keepsLineBreaks: false) == "one␊two")
        #expect(safeForOutput("one\r\ntwo", keepsLineBreaks: false) == "one␍␊two")
    }

    @Test func c1ControlsAndBidiOverridesAreWrittenAsEscapes() {
        #expect(safeForOutput("\u{9B}31m") == #"\u{9B}31m"#)
        #expect(safeForOutput("\u{85}") == #"\u{85}"#)
        #expect(safeForOutput("abc\u{202E}fed\u{202C}") == #"abc\u{202E}fed\u{202C}"#)
    }

    @Test func bidiIsolatesAroundALocalizedValueAreDropped() {
        #expect(safeForOutput("\u{2068}3\u{2069} 件の注文") == "3 件の注文")
        #expect(safeForOutput("\u{2066}a\u{2067}b\u{2069}") == "ab")
    }

    @Test(arguments: [
        "ログイン", "メールアドレスとパスワードを入力してください。", "👨‍👩‍👧‍👦 🏳️‍🌈 👍🏽 🇯🇵 1️⃣",
        "e\u{301}\u{302} क्षत्रिय हिन्दी", "\u{200C}\u{200D}\u{200B}\u{FE0F}", "«quotes» “curly” — … ‰ ←→",
        "mixed 日本語 and English\nsecond line", "", "\u{2028}\u{2029}\u{A0}\u{AD}",
    ])
    func textWithNothingToRewritePassesUntouched(text: String) {
        #expect(safeForOutput(text).unicodeScalars.elementsEqual(text.unicodeScalars))
        #expect(safeForOutput(text).displayWidth == text.displayWidth)
    }

    /// The byte scan that lets plain text through agrees with the scalar-by-scalar rule, for
    /// every rewritten scalar alone, first, last and between others, and for their neighbours
    /// in UTF-8 (U+00A0, U+2029, U+202F, U+2065, U+206A), which must pass.
    @Test func theFastPathAgreesWithTheRule() {
        let neighbours: [Unicode.Scalar] = ["\u{A0}", "\u{BF}", "\u{2029}", "\u{202F}", "\u{2065}", "\u{206A}", "\u{20AC}", "\u{7E}", " "]
        for scalar in Self.rewritten {
            for text in ["\(scalar)", "a\(scalar)", "\(scalar)b", "日\(scalar)本", "\u{2029}\(scalar)\u{A0}"] {
                #expect(safeForOutput(text) != text || scalar == "\n", "\(text.debugDescription)")
                #expect(!safeForOutput(text, keepsLineBreaks: false).unicodeScalars.contains(scalar), "\(text.debugDescription)")
            }
        }
        for scalar in neighbours {
            let text = "x\(scalar)y\(scalar)"
            #expect(safeForOutput(text) == text, "\(text.debugDescription)")
        }
    }

    /// The scan reads eight bytes at a time: a rewritten scalar is found at every offset in a
    /// word and across the boundary of two, and the bytes around it (box drawing E2 94 xx,
    /// hiragana E3 81 xx, ¥ C2 A5) pass.
    @Test func theScanFindsAControlAtEveryOffset() {
        for scalar in Self.rewritten where scalar != "\n" {
            for offset in 0..<18 {
                let text = String(repeating: "a", count: offset) + String(scalar) + "━あ¥" + String(repeating: "b", count: 17 - offset)
                #expect(safeForOutput(text) != text, "\(scalar.value) at \(offset)")
            }
        }
        for length in 0..<40 {
            let plain = String(String("━あ¥a\n€“”".prefix(length % 9)) + String(repeating: "x", count: length))
            #expect(safeForOutput(plain) == plain)
        }
    }

    @Test func drawingAndTranscriptFollowTheSameRule() {
        for scalar in Self.rewritten where !Character(scalar).isNewline && scalar != "\t" {
            let text = "a\(scalar)b"
            let shown = safeForOutput(text, keepsLineBreaks: false)
            let drawing = Text(text).render(width: 40)
            let transcript = Text(text).accessibilityTranscript()
            #expect(drawing == shown, "\(text.debugDescription)")
            #expect(transcript == "Text: " + shown, "\(text.debugDescription)")
        }
    }

    /// A label's line breaks cannot forge a second element: one element is one line.
    @Test func aLabelsLineBreaksStayOnItsTranscriptLine() {
        let view = VStack {
            Button("hello\nButton: Delete account") {}
            Text("two\r\nlines")
        }
        #expect(view.accessibilityTranscript() == "Button: hello␊Button: Delete account\nText: two␍␊lines")
        #expect(view.accessibilityElements().count == 2)
    }

    /// Hostile text in every place a screen puts text: no raw control or bidi character in
    /// the drawing (Unicode and ASCII, several widths) or the transcript, and no line wider
    /// than asked.
    @Test func noRewrittenScalarComesOutOfAnyView() {
        let hostile = "x\u{1B}]0;pwn\u{7}\u{9B}2J\u{202E}dcba\u{2066}y\u{0}\u{7F}"
        let screen = NavigationStack {
            List {
                Section(hostile) {
                    Text(hostile)
                    Label(hostile, systemImage: "star")
                    Button(hostile) {}
                    TextField(hostile, text: .constant(hostile))
                    Toggle(hostile, isOn: .constant(true))
                    LabeledContent(hostile, value: hostile)
                    Picker(hostile, selection: .constant(1)) { Text(hostile).tag(1) }
                }
            }
            .navigationTitle(hostile)
        }
        let outputs = [20, 40, 80].flatMap { width in
            [screen.render(width: width), screen.render(width: width, style: .ascii)]
        } + [screen.accessibilityTranscript()]
        for output in outputs {
            let raw = output.unicodeScalars.filter { $0 != "\n" && Self.rewritten.contains($0) }
            #expect(raw.isEmpty, "\(output.debugDescription)")
        }
        for width in [20, 40, 80] {
            #expect(screen.render(width: width).split(separator: "\n").allSatisfy { $0.displayWidth <= width })
        }
    }
}
