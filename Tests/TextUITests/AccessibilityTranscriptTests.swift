import Testing
@testable import TextUI

/// What a screen reader would announce, derived as SwiftUI derives it and changed by the
/// accessibility modifiers.
@MainActor
@Suite struct AccessibilityTranscriptTests {
    @Test func textButtonAndSymbolReadAsWords() {
        let view = VStack(alignment: .leading) {
            Text("メールアドレスを入力してください。")
            Button("ログイン") {}
            Image(systemName: "chevron.right")
        }
        #expect(view.accessibilityTranscript() == """
            Text: メールアドレスを入力してください。
            Button: ログイン
            Image: Forward
            """)
    }

    @Test func aButtonReadsItsWholeLabelJoinedByCommas() {
        let row = Button(action: {}) {
            HStack { Text("急須"); Spacer(); Text("¥3,800"); Image(systemName: "chevron.right") }
        }
        #expect(row.accessibilityTranscript() == "Button: 急須, ¥3,800, Forward")
    }

    @Test func aSymbolWithNoWordsHasNoLabelUntilGivenOne() {
        let bare = Image(systemName: "theatermasks")
        #expect(bare.accessibilityElements().map(\.isUnlabelled) == [true])
        #expect(bare.accessibilityTranscript() == #"Image: no label (symbol "theatermasks")"#)
        #expect(Button(action: {}) { Image(systemName: "theatermasks") }.accessibilityElements().map(\.isUnlabelled) == [true])

        let labelled = Image(systemName: "theatermasks").accessibilityLabel("人気")
        #expect(labelled.accessibilityTranscript() == "Image: 人気")
        #expect(labelled.accessibilityElements().map(\.isUnlabelled) == [false])
    }

    @Test func hiddenViewsAreNotRead() {
        let view = HStack {
            Image(systemName: "checkmark").hidden()
            Image(systemName: "star").accessibilityHidden(true)
            Text("おすすめ")
        }
        #expect(view.accessibilityTranscript() == "Text: おすすめ")
        #expect(view.render() == "  ☆ おすすめ")
    }

    @Test func modifiersChangeWhatIsReadNotWhatIsDrawn() {
        let plain = Text("注文履歴")
        let marked = Text("注文履歴").accessibilityAddTraits(.isHeader).accessibilityHint("一覧の見出し")
        #expect(marked.render(width: 20) == plain.render(width: 20))
        #expect(marked.accessibilityTranscript() == "Heading: 注文履歴\n  Hint: 一覧の見出し")
    }

    @Test func aLabelOnSeveralElementsMakesThemOne() {
        let view = HStack { Text("¥3,800"); Text("税込") }.accessibilityLabel("3800円、税込")
        #expect(view.accessibilityTranscript() == "Text: 3800円、税込")
    }

    @Test func screenTitleToolbarAndTabsReadInOrder() {
        let view = TabView(selection: .constant(1)) {
            NavigationStack {
                Text("一覧")
                    .navigationTitle("注文履歴")
                    .toolbar { Button("更新") {} }
            }
            .tabItem { Label("注文", systemImage: "list.bullet") }
            .tag(1)
            Text("二つ目").tabItem { Label("アイテム", systemImage: "cart") }.tag(2)
        }
        #expect(view.accessibilityTranscript() == """
            Heading: 注文履歴
            Button: 更新
            Text: 一覧
            Tab, Selected: 注文
            Tab: アイテム
            """)
    }

    @Test func anAlertIsModalSoOnlyItIsRead() {
        let view = Text("背景").alert("失敗しました", isPresented: .constant(true)) {
            Button("閉じる") {}
        } message: {
            Text("もう一度お試しください。")
        }
        #expect(view.accessibilityTranscript() == """
            Heading, Modal: 失敗しました
            Text: もう一度お試しください。
            Button: 閉じる
            """)
    }

    @Test func controlsReadTheirNameAndValue() {
        let view = VStack {
            TextField("メールアドレス", text: .constant("taro@example.com"))
            SecureField("パスワード", text: .constant("secret"))
            Toggle("通知", isOn: .constant(true))
            ProgressView("送信中", value: 0.5)
            LabeledContent("合計") { Text("¥3,800") }
        }
        #expect(view.accessibilityTranscript() == """
            Text field: メールアドレス, taro@example.com
            Secure text field: パスワード, 6 characters
            Toggle: 通知, on
            Progress: 送信中, 50 percent
            Text: 合計, ¥3,800
            """)
    }

    @Test func everyDrawnSymbolHasWords() {
        let missing = SymbolTable.entries.keys.sorted().filter { SymbolWords.words(for: $0) == nil }
        #expect(missing == [])
    }
}
