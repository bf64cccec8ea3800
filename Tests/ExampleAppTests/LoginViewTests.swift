import ExampleApp
import Testing
import TextUI
import ViewStateTesting

@Suite struct LoginViewTests {
    /// Every state the Login previews declare, drawn as `swift run preview` draws it and
    /// compared with `__Snapshots__/Login/<state>.txt` — the files `preview check` reads.
    @Test func everyPreviewStateMatchesItsSnapshot() async {
        await expectSnapshots(of: LoginPreviews.self)
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
