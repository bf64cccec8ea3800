import PreviewCatalog
import TextUI

/// Rendered text as HTML that keeps its columns in a browser: escaped, with each run of
/// two-column characters (kanji, kana, full-width forms) in `<span class="w">`, whose letter
/// spacing makes every such glyph exactly two cells wide, and each other character outside
/// ASCII and box drawing in `<span class="n">`, a box exactly one cell wide. So a line of 40
/// display columns is 40 `ch` wide whatever fonts the browser falls back to.
///
/// ```swift
/// CellText.html("[ ログイン ]")   // "[ <span class=\"w\">ログイン</span> ]"
/// ```
enum CellText {
    static func html(_ line: String) -> String {
        var result = ""
        var wideRun = ""
        func flushWide() {
            if !wideRun.isEmpty { result += "<span class=\"w\">\(XMLText.escaped(wideRun))</span>" }
            wideRun = ""
        }
        // Made safe before it is measured, so `␛` (from a recorded file) takes its cell.
        for character in safeForOutput(line, keepsLineBreaks: false) {
            let width = character.displayWidth
            if width == 2 {
                wideRun.append(character)
                continue
            }
            flushWide()
            if width == 1, !isSafe(character) {
                result += "<span class=\"n\">\(XMLText.escaped(String(character)))</span>"
            } else {
                result += XMLText.escaped(String(character))
            }
        }
        flushWide()
        return result
    }

    /// ASCII and box drawing: one cell wide in every monospaced font.
    private static func isSafe(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { $0.isASCII || (0x2500...0x259F).contains($0.value) }
    }
}
