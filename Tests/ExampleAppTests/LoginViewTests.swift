import ExampleApp
import Testing
import TextUI

@MainActor
@Suite struct LoginViewTests {
    static let typed = (email: "taro@example.com", password: "secret")

    func render(_ state: LoginViewState, style: RenderStyle = .unicode) -> String {
        LoginView(state: state, email: Self.typed.email, password: Self.typed.password).render(width: 32, style: style)
    }

    @Test func idleShowsTheFormInAScreenFrame() {
        #expect(render(.idle) == """
                        ログイン
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━

            メールアドレスとパスワードを入力
            してください。

            ╭──────────────────────────────╮
            │ taro@example.com             │
            ╰──────────────────────────────╯

            ╭──────────────────────────────╮
            │ ••••••                       │
            ╰──────────────────────────────╯

                      [ ログイン ]
            """)
    }

    @Test func emptyFieldsShowTheirPlaceholders() {
        #expect(LoginView(state: .idle).render(width: 32) == """
                        ログイン
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━

            メールアドレスとパスワードを入力
            してください。

            ╭──────────────────────────────╮
            │ メールアドレス               │
            ╰──────────────────────────────╯

            ╭──────────────────────────────╮
            │ パスワード                   │
            ╰──────────────────────────────╯

                      [ ログイン ]
            """)
    }

    @Test func loadingShowsProgressInPlaceOfTheButton() {
        #expect(render(.loading) == """
                        ログイン
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━

            メールアドレスとパスワードを入力
            してください。

            ╭──────────────────────────────╮
            │ taro@example.com             │
            ╰──────────────────────────────╯

            ╭──────────────────────────────╮
            │ ••••••                       │
            ╰──────────────────────────────╯

                     ⟳ ログイン中…
            """)
    }

    @Test func successGreetsTheUser() {
        #expect(render(.success(.taro)) == """
                        ログイン
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━

            ようこそ、山田太郎さん

                      [ はじめる ]
            """)
    }

    @Test func errorShowsAnAlertOverTheForm() {
        #expect(render(.error("ログインに失敗しました")) == """
                        ログイン
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━

            メールアドレスとパスワードを入力
            し╭──────────────────────────╮
              │    ログインできません    │
            ╭─│  ログインに失敗しました  │─╮
            │ ├──────────────────────────┤ │
            ╰─│       もう一度試す       │─╯
              ╰──────────────────────────╯
            ╭──────────────────────────────╮
            │ ••••••                       │
            ╰──────────────────────────────╯

                      [ ログイン ]
            """)
    }

    @Test func asciiStyleDrawsTheSameScreenInASCII() {
        #expect(render(.error("ログインに失敗しました"), style: .ascii) == """
                        ログイン
            ================================

            メールアドレスとパスワードを入力
            し+--------------------------+
              |    ログインできません    |
            +-|  ログインに失敗しました  |-+
            | +--------------------------+ |
            +-|       もう一度試す       |-+
              +--------------------------+
            +------------------------------+
            | ******                       |
            +------------------------------+

                      [ ログイン ]
            """)
    }

    @Test(arguments: [0, 1, 4, 10, 17, 24, 40, 80])
    func noLineIsWiderThanTheWidthAskedFor(width: Int) {
        for state in [LoginViewState.idle, .loading, .success(.taro), .error("ログインに失敗しました")] {
            let view = LoginView(state: state, email: Self.typed.email, password: Self.typed.password)
            for line in view.render(width: width).split(separator: "\n") {
                #expect(line.displayWidth <= width, "\(state) at \(width): \(line)")
            }
        }
    }
}
