import PreviewCatalog
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
/// A scenario that does not finish in time is left out, its one-line ``ScenarioTimeout``
/// message goes to standard error, and the command exits 1 after drawing the rest.
enum ShowCommand {
    @MainActor
    static func run(_ context: CommandContext) async -> Int32 {
        var states: [Catalog.RenderedState] = []
        var timeouts: [ScenarioTimeout] = []
        for item in context.shardItems {
            let rendered = await context.rendered(item)
            if let timedOut = rendered.timedOut { timeouts.append(timedOut) } else { states.append(rendered) }
        }
        let console = context.console
        defer { for timeout in timeouts { console.errorOutput("error: \(timeout.description)") } }
        switch context.options.format {
        case .text:
            for state in states {
                console.output(console.header(screen: state.screen, state: state.state, width: state.width, style: context.options.style))
                console.output("\(lines: state.text)")
                console.output("")
            }
        case .markdown:
            console.output(ConsoleText(lines: MarkdownText.document(states)))
        case .json:
            console.output(ConsoleText(lines: JSONText.document(states)))
        case .a11y:
            for state in states {
                console.output(console.header(screen: state.screen, state: state.state, width: state.width, style: context.options.style))
                console.output("\(lines: state.accessibilityTranscript)")
                console.output("")
            }
        case .junit, .html:
            break  // not offered for showing (OutputFormat.allowed(for:))
        }
        return timeouts.isEmpty ? 0 : 1
    }
}
