import TextUI

private struct Pill: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) { Text("("); configuration.label; Text(")") }
    }
}

/// The doc examples of `Sources/TextUI/Controls` (see ``DocExample``).
extension DocExample {
    static let controls: [DocExample] = buttons + toggles + pickers + forms + fields + misc + values + unavailable

    static let buttons: [DocExample] = [
        DocExample("Controls/Button.swift", 0) {
            VStack(alignment: .leading) {
                Button("ログイン") {}
                Button("設定", systemImage: "gearshape") {}
                Button(action: {}) { HStack { Image(systemName: "chevron.left"); Text("戻る") } }
            }.render()
        },
        DocExample("Controls/Button.swift", 1) { List { Button("ログアウト") {} }.render(width: 16) },
        DocExample("Controls/ButtonStyle.swift") { Button("保存") {}.buttonStyle(Pill()).render() },
        DocExample("Controls/View+ButtonStyle.swift") {
            VStack(alignment: .leading) {
                Button("保存") {}.buttonStyle(.plain)
                Button("購入する") {}.buttonStyle(.borderedProminent)
                List { Button("もっと見る") {} }.buttonStyle(.bordered)
            }.render(width: 20)
        },
        DocExample("Controls/ButtonRole.swift") { Button("削除", role: .destructive) {}.render() },
        DocExample("Controls/EditButton.swift") { EditButton().render() },
        DocExample("Controls/ControlSize.swift") { Button("購入") {}.controlSize(.large).render() },
    ]

    static let toggles: [DocExample] = [
        DocExample("Controls/Toggle.swift", 0) { Toggle("通知", isOn: .constant(true)).render(width: 12) },
        DocExample("Controls/Toggle.swift", 1) { Toggle("通知", isOn: .constant(false)).render(width: 12, style: .ascii) },
        DocExample("Controls/Toggle.swift", 2) {
            Toggle(isOn: .constant(true)) { Label("サウンド", systemImage: "bell") }.render(width: 20)
        },
        DocExample("Controls/ToggleStyle.swift") {
            VStack(alignment: .leading) {
                Toggle("太字", isOn: .constant(true)).toggleStyle(.button)
                Toggle("太字", isOn: .constant(false)).toggleStyle(.button)
                Toggle("同意する", isOn: .constant(true)).toggleStyle(.checkbox)
                Toggle("同意する", isOn: .constant(false)).toggleStyle(.checkbox)
            }.render(width: 20)
        },
    ]

    static let pickers: [DocExample] = [
        DocExample("Controls/Picker.swift", 0) {
            Picker("プラン", selection: .constant("free")) {
                Text("無料").tag("free")
                Text("プロ").tag("pro")
            }.render(width: 24)
        },
        DocExample("Controls/Picker.swift", 1) {
            Picker("表示", selection: .constant(1)) {
                Text("日").tag(0)
                Text("週").tag(1)
                Text("月").tag(2)
            }.pickerStyle(.segmented).render(width: 24)
        },
        DocExample("Controls/PickerStyle.swift") {
            Picker("サイズ", selection: .constant("M")) {
                Text("S").tag("S"); Text("M").tag("M"); Text("L").tag("L")
            }.pickerStyle(.inline).render(width: 16)
        },
    ]

    static let forms: [DocExample] = [
        DocExample("Controls/Form.swift") {
            Form {
                Section("アカウント") {
                    TextField("名前", text: .constant("愛子"))
                    Toggle("通知", isOn: .constant(true))
                }
                Button("ログアウト") {}
            }.render(width: 20)
        },
        DocExample("Controls/FormStyle.swift") {
            Form {
                Section("表示") {
                    Toggle("ダークモード", isOn: .constant(false))
                    LabeledContent("文字サイズ", value: "標準")
                }
            }.formStyle(.columns).render(width: 24)
        },
    ]

    static let fields: [DocExample] = [
        DocExample("Controls/TextField.swift", 0) {
            TextField("メールアドレス", text: .constant("taro@example.com")).render(width: 24)
        },
        DocExample("Controls/TextField.swift", 1) {
            Form {
                TextField("名前", text: .constant("愛子"))
                TextField("メール", text: .constant(""), prompt: Text("you@example.com"))
            }.render(width: 28)
        },
        DocExample("Controls/SecureField.swift") { SecureField("パスワード", text: .constant("secret")).render(width: 24) },
        DocExample("Controls/TextFieldStyle.swift") {
            VStack(alignment: .leading) {
                TextField("検索", text: .constant("抹茶")).textFieldStyle(.plain)
                Form { TextField("検索", text: .constant("抹茶")).textFieldStyle(.roundedBorder) }
            }.render(width: 16)
        },
        DocExample("Controls/TextEditor.swift") { TextEditor(text: .constant("お茶と電車と\n小さな庭。")).render(width: 16) },
        DocExample("Controls/TextInput/UIKeyboardType.swift") {
            TextField("メール", text: .constant("")).keyboardType(.emailAddress).render(width: 12)
        },
        DocExample("Controls/TextInput/View+TextInput.swift") {
            TextField("検索", text: .constant("")).onSubmit {}.render(width: 10)
        },
    ]

    static let misc: [DocExample] = [
        DocExample("Controls/Stepper.swift") {
            VStack {
                Stepper("人数", value: .constant(2), in: 1...9)
                Stepper("数量: 3", value: .constant(3))
            }.render(width: 20)
        },
        DocExample("Controls/LabeledContent.swift") {
            VStack {
                LabeledContent("合計", value: "¥1,200")
                LabeledContent("お届け先") { Text("東京都千代田区") }
            }.render(width: 20)
        },
        DocExample("Controls/ProgressView.swift", 0) { ProgressView("ログイン中…").render() },
        DocExample("Controls/ProgressView.swift", 1) { ProgressView("ダウンロード", value: 0.4).render(width: 20) },
    ]

    static let values: [DocExample] = [
        DocExample("Controls/Slider.swift") {
            VStack {
                Slider(value: .constant(0.4))
                Slider(value: .constant(30), in: 0...100) { Text("音量") } minimumValueLabel: { Text("小") } maximumValueLabel: { Text("大") }
            }.render(width: 24)
        },
        DocExample("Controls/DatePicker.swift", 0) {
            DatePicker("予約", selection: .constant(Date(timeIntervalSince1970: 1_736_070_060))).render(width: 30)
        },
        DocExample("Controls/DatePicker.swift", 1) {
            DatePicker("日付", selection: .constant(Date(timeIntervalSince1970: 1_736_070_060)), displayedComponents: .date)
                .datePickerStyle(.graphical).render(width: 24)
        },
        DocExample("Controls/DatePickerStyle.swift") {
            DatePicker("時刻", selection: .constant(Date(timeIntervalSince1970: 34_860)), displayedComponents: .hourAndMinute)
                .datePickerStyle(.wheel).render(width: 20)
        },
        DocExample("Controls/ProgressViewStyle.swift") { ProgressView(value: 0.25).progressViewStyle(.circular).render() },
        DocExample("Controls/Menu.swift") {
            Menu("並べ替え") {
                Button("新しい順") {}
                Button("古い順") {}
            }.render()
        },
        DocExample("Controls/MenuStyle.swift") { Menu("共有") { Button("コピー") {} }.menuStyle(.borderlessButton).render() },
        DocExample("Controls/Link.swift") {
            Link("利用規約", destination: URL(string: "https://example.com/terms") ?? URL(fileURLWithPath: "/")).render()
        },
        DocExample("Controls/ListStyle.swift") { List { Text("りんご"); Text("みかん") }.listStyle(.plain).render(width: 12) },
        DocExample("Controls/Label.swift") { Label("設定", systemImage: "gearshape").render() },
        DocExample("Controls/LabelStyle.swift") {
            VStack(alignment: .leading) {
                Label("設定", systemImage: "gearshape").labelStyle(.titleOnly)
                Label("設定", systemImage: "gearshape").labelStyle(.iconOnly)
            }.render()
        },
        DocExample("Controls/View+LabelsHidden.swift") {
            VStack(alignment: .leading) {
                Toggle("通知", isOn: .constant(true)).labelsHidden()
                Picker("色", selection: .constant(1)) { Text("赤").tag(1) }.labelsHidden()
            }.render(width: 12)
        },
        DocExample("Controls/ButtonBorderShape.swift", 0) {
            Button("フォロー") {}.buttonStyle(.bordered).buttonBorderShape(.capsule).render()
        },
        DocExample("Controls/ButtonBorderShape.swift", 1) { Menu("共有") { Button("コピー") {} }.menuIndicator(.hidden).render() },
        DocExample("Controls/KeyboardShortcut.swift") { Button("保存") {}.keyboardShortcut("s", modifiers: [.command]).render() },
        DocExample("Controls/GroupBox.swift") { GroupBox("ご注文") { Text("抹茶ラテ × 2") }.render(width: 18) },
        DocExample("Controls/DisclosureGroup.swift") {
            VStack(alignment: .leading) {
                DisclosureGroup("詳細") { Text("非表示") }
                DisclosureGroup("配送", isExpanded: .constant(true)) { Text("翌日お届け") }
            }.render(width: 20)
        },
        DocExample("Controls/ColorPicker.swift") { ColorPicker("アクセント", selection: .constant(.orange)).render(width: 24) },
        DocExample("Views/Optional+View.swift") { VStack { Text("上"); Optional<Text>.none; Text("下") }.render() },
    ]

    static let unavailable: [DocExample] = [
        DocExample("Controls/ContentUnavailableView.swift", 0) {
            ContentUnavailableView("注文はありません", systemImage: "tray", description: Text("注文するとここに表示されます"))
                .render(width: 30)
        },
        DocExample("Controls/ContentUnavailableView.swift", 1) {
            ContentUnavailableView {
                Label("通信できません", systemImage: "exclamationmark.triangle")
            } description: {
                Text("通信状況を確認してください")
            } actions: {
                Button("再試行") {}
            }.render(width: 30)
        },
        DocExample("Controls/SearchUnavailableContent.swift") { ContentUnavailableView.search(text: "抹茶").render(width: 40) },
    ]
}
