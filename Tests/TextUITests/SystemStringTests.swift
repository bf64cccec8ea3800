import Foundation
import Testing
@testable import TextUI

/// The strings SwiftUI supplies follow `\.locale`: English by default, Japanese for `ja`, and
/// the tables behind them hold every key in every language.
@MainActor
@Suite struct SystemStringTests {
    private let japanese = Locale(identifier: "ja_JP")
    private let launch = Date(timeIntervalSince1970: 1_767_000_000)  // 2025-12-29 09:20 UTC

    @Test(arguments: SystemLanguage.allCases)
    func everyLanguageHasEveryKeyWithTheSameArguments(language: SystemLanguage) {
        let table = language.table
        #expect(Set(table.keys) == Set(SystemString.allCases.map(\.rawValue)))
        for key in SystemString.allCases {
            let english = SystemLanguage.english.table[key.rawValue] ?? ""
            #expect(placeholders(table[key.rawValue] ?? "") == placeholders(english), "\(key) in \(language)")
        }
        #expect(SystemString.months.list(in: language).count == 12)
        #expect(SystemString.weekdaysShort.list(in: language).count == 7)
    }

    @Test func aLocaleReadsItsLanguageAndAnyOtherReadsEnglish() {
        #expect(SystemLanguage(Locale(identifier: "ja")) == .japanese)
        #expect(SystemLanguage(Locale(identifier: "ja_JP")) == .japanese)
        #expect(SystemLanguage(Locale(identifier: "en_US_POSIX")) == .english)
        #expect(SystemLanguage(Locale(identifier: "fr_FR")) == .english)
        #expect(EditButton().environment(\.locale, Locale(identifier: "fr_FR")).render() == EditButton().render())
    }

    @Test func buttonsAndTitlesSwiftUISuppliesAreInTheLocalesLanguage() {
        #expect(EditButton().render() == "[ Edit ]")
        #expect(EditButton().environment(\.locale, japanese).render() == "[ 編集 ]")
        #expect(EditButton().environment(\.editMode, .constant(.active)).environment(\.locale, japanese).render() == "[ 完了 ]")
        let alert = Text("注文").alert("送信しました", isPresented: .constant(true)) {}
        #expect(alert.environment(\.locale, japanese).render(width: 30).contains("OK"))
        let dialog = Text("注文").confirmationDialog("削除しますか", isPresented: .constant(true), titleVisibility: .visible) {
            Button("削除", role: .destructive) {}
        }
        #expect(dialog.render(width: 30).contains("Cancel"))
        #expect(dialog.environment(\.locale, japanese).render(width: 30).contains("キャンセル"))
        #expect(ShareLink(item: "https://example.com").environment(\.locale, japanese).render() == "[ ⇪ 共有 ]")
    }

    @Test func searchAndTheBackButtonAreInTheLocalesLanguage() {
        let search = NavigationStack { Text("急須").navigationTitle("商品").searchable(text: .constant("")) }
        #expect(search.render(width: 30).contains("⌕ Search"))
        #expect(search.environment(\.locale, japanese).render(width: 30).contains("⌕ 検索"))
        let pushed = NavigationStack(path: .constant([1])) {
            Text("一覧").navigationDestination(for: Int.self) { Text("注文 \($0)") }
        }
        #expect(pushed.render(width: 30).hasPrefix("‹ Back"))
        #expect(pushed.environment(\.locale, japanese).render(width: 30).hasPrefix("‹ 戻る"))
        #expect(pushed.environment(\.locale, japanese).accessibilityTranscript().hasPrefix("Button: 戻る"))
        let unavailable = ContentUnavailableView.search(text: "抹茶").environment(\.locale, japanese).render(width: 50)
        #expect(unavailable.contains("“抹茶”の結果なし"))
        #expect(unavailable.contains("スペルを確認するか、新しい検索を試してください。"))
    }

    @Test func dateStylesAreWrittenInTheLocalesWords() {
        let before = launch.addingTimeInterval(-8_580)
        let styles = VStack(alignment: .leading) {
            Text(launch, style: .date)
            Text(launch, style: .time)
            Text(launch, style: .relative)
            Text(launch, style: .offset)
            Text(launch...launch.addingTimeInterval(6_000))
        }.environment(\.renderDate, before)
        #expect(styles.render(width: 40) == """
            December 29, 2025
            9:20 AM
            2 hours, 23 minutes
            +2 hours
            Dec 29, 2025, 9:20 AM – 11:00 AM
            """)
        #expect(styles.environment(\.locale, japanese).render(width: 40) == """
            2025年12月29日
            9:20
            2時間23分
            +2時間
            2025/12/29 9:20 – 11:00
            """)
    }

    @Test func formattedValuesFollowTheLocaleAndARelativeDateCountsFromTheRenderDate() {
        let values = VStack(alignment: .leading) {
            Text(1234.5, format: .number)
            Text(launch, format: .dateTime.year().month().day())
            Text("**\(1500, format: .number)** 円")
            Text(launch.addingTimeInterval(-300), format: .relative(presentation: .named))
            Text(launch.addingTimeInterval(-86_400), format: .relative(presentation: .named))
            Text(launch.addingTimeInterval(7_200), format: .relative(presentation: .numeric))
        }.environment(\.renderDate, launch)
        #expect(values.render(width: 30) == """
            1,234.5
            Dec 29, 2025
            1,500 円
            5 minutes ago
            yesterday
            in 2 hours
            """)
        #expect(values.environment(\.locale, japanese).render(width: 30) == """
            1,234.5
            2025年12月29日
            1,500 円
            5分前
            昨日
            2時間後
            """)
        #expect(Text(1234.5, format: .number).environment(\.locale, Locale(identifier: "en_US_POSIX")).render()
            == Text(1234.5, format: .number).environment(\.locale, Locale(identifier: "en_US")).render())
    }

    @Test func aDatePickerDrawsItsMonthInTheLocalesWords() {
        let picker = DatePicker("日付", selection: .constant(launch)).datePickerStyle(.graphical).environment(\.locale, japanese)
        let drawn = picker.render(width: 30)
        #expect(drawn.contains("2025年12月"))
        #expect(drawn.contains(" 日 月 火 水 木 金 土"))
        #expect(drawn.contains("時刻"))
        #expect(DatePicker("日付", selection: .constant(launch)).environment(\.locale, japanese).render(width: 30).contains("2025/12/29 9:20"))
    }

    @Test func whatAScreenReaderSaysForAControlsStateIsInTheLocalesLanguage() {
        let controls = VStack {
            Toggle("通知", isOn: .constant(true))
            ProgressView("送信中")
            ProgressView("送信中", value: 0.5)
            SecureField("パスワード", text: .constant("secret"))
            Stepper("数量", value: .constant(2))
        }.environment(\.locale, japanese)
        #expect(controls.accessibilityTranscript() == """
            Toggle: 通知, オン
            Progress: 送信中, 進行中
            Progress: 送信中, 50パーセント
            Secure text field: パスワード, 6文字
            Adjustable: 数量, 2
              Actions: 増やす, 減らす
            """)
    }

    private func placeholders(_ text: String) -> Set<Substring> {
        var found: Set<Substring> = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if rest[open...close].dropFirst().dropLast().allSatisfy(\.isNumber) { found.insert(rest[open...close]) }
            rest = rest[rest.index(after: close)...]
        }
        return found
    }
}

/// The words a screen reader says for symbols in Japanese.
@MainActor
@Suite struct JapaneseSymbolWordsTests {
    @Test func symbolsAreReadInJapaneseWithTheirFamiliesAndEnglishForTheRest() {
        let icons = HStack {
            Image(systemName: "chevron.right")
            Image(systemName: "magnifyingglass")
            Image(systemName: "bell.slash.fill")   // a family name of a Japanese line
            Image(systemName: "mountain.2.slash")  // crossed out, in English: no Japanese line in its family
            Image(systemName: "tortoise.circle")   // in English
        }.environment(\.locale, Locale(identifier: "ja"))
        #expect(icons.accessibilityTranscript() == """
            Image: 進む
            Image: 検索
            Image: 通知オフ
            Image: Mountains off
            Image: Slow
            """)
    }

    @Test func everyJapaneseLineNamesASymbolOfTheTable() {
        let lines = SymbolWords.japanese.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let names = lines.compactMap { $0.split(separator: "\t").first.map(String.init) }
        #expect(names.count >= 200)
        #expect(names == names.sorted())
        #expect(names.allSatisfy(SymbolTable.hasGlyph(for:)))
    }
}
