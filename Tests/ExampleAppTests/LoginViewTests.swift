import ExampleApp
import Testing
import TextUI

@Suite struct LoginViewTests {
    @Test func idleShowsTheFormPrompt() {
        #expect(LoginView(state: .idle).render(width: 32) == """
                        ログイン
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            メールアドレスとパスワードを入力
            してください。

            [ ログイン ]
            """)
    }

    @Test func loadingShowsProgress() {
        #expect(LoginView(state: .loading).render(width: 32) == """
                        ログイン
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            メールアドレスとパスワードを入力
            してください。

            ⟳ ログイン中…
            """)
    }

    @Test func successGreetsTheUser() {
        #expect(LoginView(state: .success(.taro)).render(width: 32) == """
                        ログイン
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ようこそ、山田太郎さん

            [ はじめる ]
            """)
    }

    @Test func errorShowsTheMessageAndARetry() {
        #expect(LoginView(state: .error("ログインに失敗しました")).render(width: 32) == """
                        ログイン
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            メールアドレスとパスワードを入力
            してください。

            ⚠ ログインに失敗しました

            [ もう一度試す ]
            """)
    }

    @Test(arguments: [10, 17, 24, 40, 80])
    func noLineIsWiderThanTheWidthAskedFor(width: Int) {
        for state in [LoginViewState.idle, .loading, .success(.taro), .error("ログインに失敗しました")] {
            for line in LoginView(state: state).render(width: width).split(separator: "\n") {
                #expect(line.displayWidth <= width, "\(state) at \(width): \(line)")
            }
        }
    }
}
