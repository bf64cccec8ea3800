/// `preview [filter]`: draws the picked screen states in the chosen format.
///
/// ```text
/// $ swift run preview Login/error --width 32
/// ── Login · error ────────────────
///             ログイン
/// ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
/// メールアドレスとパスワードを入力
/// してください。
///
/// ⚠ ログインに失敗しました
///
/// [ もう一度試す ]
///
/// ```
enum ShowCommand {
    @MainActor
    static func run(_ context: CommandContext) async -> Int32 {
        var states: [Catalog.RenderedState] = []
        for item in context.shardItems {
            states.append(await context.rendered(item))
        }
        let console = context.console
        switch context.options.format {
        case .text:
            for state in states {
                console.output(console.header(screen: state.screen, state: state.state, width: state.width, style: context.options.style))
                console.output(state.text)
                console.output("")
            }
        case .markdown:
            console.output(MarkdownText.document(states))
        case .json:
            console.output(JSONText.document(states))
        case .a11y:
            for state in states {
                console.output(console.header(screen: state.screen, state: state.state, width: state.width, style: context.options.style))
                console.output(state.accessibilityTranscript)
                console.output("")
            }
        case .junit, .html:
            break  // not offered for showing (OutputFormat.allowed(for:))
        }
        return 0
    }
}
