import Foundation
import Testing
@testable import TextUI

/// The no-silent-loss rule: every text a person can read on a screen is in its drawing, unless
/// the screen hid it on purpose. `lostTexts` names what a drawing lost and the view around it.
@MainActor
@Suite struct NoSilentLossTests {
    private func lost(_ view: some View, width: Int = 40, height: Int? = nil) -> [String] {
        view.renderAndDescribe(width: width, height: height).lostTexts.map(\.description)
    }

    @Test func aZStackThatDrawsTextOverAButtonLosesTheButtonsTitle() {
        let bar = ZStack {
            Button("Cancel") {}
            Text("Settings saved")
        }
        #expect(bar.render(width: 40) == "Settings saved")
        #expect(lost(bar) == ["“Cancel” (Button in ZStack)"])
    }

    @Test func anOverlayOverTextLosesIt() {
        #expect(lost(Text("Aiko").overlay(alignment: .leading) { Text("★★★★") }) == ["“Aiko” (Text in overlay)"])
    }

    @Test func textWrappedOverRowsInPiecesStillShows() {
        #expect(lost(Text("メールアドレスとパスワードを入力してください。"), width: 20) == [])
        #expect(lost(Text("Supercalifragilisticexpialidocious words"), width: 12) == [])
        #expect(lost(HStack { Text("Name"); Text("A very long value that wraps") }, width: 16) == [])
        #expect(lost(List { Text("メールアドレスとパスワードを入力してください。") }, width: 24) == [])
    }

    /// Two rows' keys share their start but wrap at different hyphens: the longest piece of the
    /// first key is on the other row, so the search tries the shorter piece its own row ends
    /// with (a package list's download counts, each a catalog key).
    @Test func aWordWrappedAtAnotherHyphenThanItsNeighboursStillShows() {
        let rows = VStack(alignment: .leading) {
            HStack { Text("ffmpeg"); Text("add-package.top-packages.list-item-298000") }
            HStack { Text("node"); Text("add-package.top-packages.list-item-276000") }
        }
        let drawing = rows.render(width: 36)
        #expect(drawing.contains("ffmpeg add-package.top-\n"))
        #expect(drawing.contains("node add-package.top-packages.list-\n"))
        #expect(lost(rows, width: 36) == [])
    }

    @Test func textCutShortEndsInTheEllipsisAndIsNotLost() {
        #expect(lost(Text("Book the ryokan and the rail pass").lineLimit(1), width: 20) == [])
        #expect(lost(Text("First paragraph\nSecond paragraph").lineLimit(1), width: 30) == [])
        #expect(lost(NavigationStack { Text("Body").navigationTitle("A title far too long for the bar") }, width: 20) == [])
    }

    @Test func whatTheScreenHidesOnPurposeIsNotLookedFor() {
        #expect(lost(VStack { Text("Shown"); Text("Secret").hidden() }) == [])
        #expect(lost(VStack { Text("One"); Text("Two"); Text("Three") }.frame(height: 16)) == [])
        #expect(lost(Text("Under the alert").alert("Saved", isPresented: .constant(true)) {}) == [])
        #expect(lost(ScrollView(.horizontal) { HStack { ForEach(0..<12) { Text("Item \($0)") } } }) == [])
        #expect(lost(TabView { Text("First tab").tabItem { Text("One") }; Text("Second tab").tabItem { Text("Two") } }) == [])
    }

    @Test func aHeightCutsOnlyRowsScrolledOutOfSight() {
        let long = List { ForEach(0..<30) { Text("Row \($0)") } }
        #expect(lost(long, height: 10) == [])
    }

    @Test func aLostNavigationTitleIsNamedAsTheTitle() {
        let screen = NavigationStack {
            Text("Body").navigationTitle("Inbox")
        }
        #expect(lost(screen) == [])
        let covered = ZStack(alignment: .top) {
            screen
            Text("████████████████████████████████████████")
        }
        #expect(lost(covered) == ["“Inbox” (navigationTitle in ZStack)"])
    }
}

/// How the rule is held over the screen tests: each render at a phone's width or more tells
/// the task's recorder what it lost, and every suite of screen tests carries the trait.
@MainActor
@Suite struct LostTextRecorderTests {
    @Test func aRenderTellsTheRecorderWhatItLostFromItsMinimumWidthUp() {
        let recorder = LostTextRecorder(minimumWidth: 32)
        let bar = ZStack { Button("Cancel") {}; Text("Settings saved") }
        LostTextRecorder.$current.withValue(recorder) {
            _ = bar.render(width: 31)
            _ = bar.render(width: 40)
            _ = Button("Cancel") {}.render(width: 40)
        }
        #expect(recorder.lost.map { "\($0.width) \($0.lost)" } == ["40 “Cancel” (Button in ZStack)"])
        #expect(recorder.lost.first?.drawing == "Settings saved")
    }

    @Test func everySuiteOfScreenTestsHoldsTheRule() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("SwiftUIScreens")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 30)
        for file in files {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let suites = source.split(separator: "\n").filter { $0.contains("@Suite") }
            #expect(!suites.isEmpty, "\(file) has no suite")
            for line in suites {
                #expect(line.contains("@Suite(.drawsEveryReadableText"), "\(file): \(line)")
            }
        }
    }
}
