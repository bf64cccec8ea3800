import PreviewCatalog
import TextUI
import TextSnapshots

/// Checks one named state of a screen's previews against its reference snapshot.
///
/// The state is drawn exactly as `swift run preview` draws it (a scenario runs the real view
/// model with its mock use cases) and compared with
/// `Tests/__Snapshots__/<screen>/<state>.txt` at the root of the test file's package (the
/// nearest folder above it holding `Package.swift`): the same file `preview record` writes and
/// `preview check` compares, in any package. Other widths and styles have files of their own
/// (`Login/error@w32.txt`): the state is checked in every variant the screen declares
/// (``DeclaresVariants``), as `preview check` does, unless `width` or `style` picks one, as
/// `--width` and `--style` do.
///
/// ```swift
/// @Test func errorState() async {
///     await expectSnapshot(of: LoginPreviews.self, state: "error")
/// }
/// ```
///
/// When the rendering changed, the failure names the screen and state, the reference file, the
/// difference (trailing whitespace shown as `␠`) and how to record the new rendering:
///
/// ```text
/// Snapshot Login/error does not match its reference.
///
/// --- Tests/__Snapshots__/Login/error.txt
/// +++ rendered now
/// @@ -3,6 +3,6 @@
///  メールアドレスとパスワードを入力してくだ
///  さい。
///
/// -⚠ ログインできませんでした
/// +⚠ ログインに失敗しました
///
///  [ もう一度試す ]
///
/// If the new rendering is right, record it and commit the file:
///     VIEWSTATE_RECORD=failed swift test --filter LoginSnapshotTests/errorState
/// ```
///
/// A scenario gets `timeout` unless it sets its own (default ``ScenarioTimeout/defaultTimeout``,
/// 5 seconds); one that does not finish fails the assertion with one line naming what it
/// waits on:
///
/// ```text
/// Scenario Login/stuck did not finish within 5 s; it waits on LoginUseCase.login call #1, suspended until released. Let the scenario finish (release the call, advance the clock), or give it longer with .scenario(_:timeout:_:) or timeout: on the assertion.
/// ```
///
/// A missing reference is recorded (and the assertion fails once, saying so) unless the
/// record mode is ``SnapshotRecordMode/never`` — the default under CI — see ``SnapshotRecordMode``.
@MainActor
public func expectSnapshot<Previews: ScreenPreviews>(
    of previews: Previews.Type,
    state stateName: String,
    width: Int? = nil,
    style: RenderStyle? = nil,
    timeout: Duration? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    function: String = #function
) async {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    let states = Previews.states
    guard let state = states.first(where: { $0.name == stateName }) else {
        reportFailure(unknownStateMessage(stateName, screen: Previews.screenName, states: states.map(\.name)), at: location)
        return
    }
    let variants = drawableVariants(assertedVariants(of: previews, width: width, style: style), screen: Previews.screenName, at: location)
    await checkPreviewState(state, of: previews, in: variants, timeout: timeout, at: location)
}

/// The variants an assertion checks: the one `width` and `style` describe when either is
/// given, else every variant the screen declares.
func assertedVariants<Previews: ScreenPreviews>(of previews: Previews.Type, width: Int?, style: RenderStyle?) -> [PreviewVariant] {
    guard width != nil || style != nil else { return Previews.checkedVariants }
    return [PreviewVariant(width: width ?? SnapshotKey.defaultWidth, style: style ?? RenderStyle(SnapshotKey.defaultStyle))]
}

/// `variants` without those that cannot be drawn (``PreviewVariant/problem``: `.width(0)`,
/// `.height(Int.max)`), each of which fails once, naming the screen and the variant:
///
/// ```text
/// Login's variant w0 cannot be drawn: its width, 0, is not 1 to 1000 columns. Fix the screen's DeclaresVariants list, or width: on the assertion.
/// ```
func drawableVariants(_ variants: [PreviewVariant], screen: String, at location: CallerLocation) -> [PreviewVariant] {
    variants.filter { variant in
        guard let problem = variant.problem else { return true }
        reportFailure("\(screen)'s variant \(variant.name) cannot be drawn: \(problem). Fix the screen's DeclaresVariants list, or width: on the assertion.", at: location)
        return false
    }
}

/// Reaches one preview state once and checks it in each of `variants`; shared by
/// `expectSnapshot` and `expectSnapshots`. Returns the state the preview reached.
@MainActor
@discardableResult
func checkPreviewState<Previews: ScreenPreviews>(
    _ state: PreviewState<Previews.ViewState>,
    of previews: Previews.Type,
    in variants: [PreviewVariant],
    timeout: Duration?,
    at location: CallerLocation
) async -> Previews.ViewState? {
    let value: Previews.ViewState
    switch await state.resolve(screen: Previews.screenName, timeout: timeout) {
    case .success(let resolved):
        value = resolved
    case .failure(let timedOut):
        let message = timedOut.message(runSetting: "timeout: on the assertion")
        reportFailure(message.prefix(1).uppercased() + message.dropFirst(), at: location)
        return nil
    }
    let view = Previews.view(for: value)
    for variant in variants {
        let key = SnapshotKey(screen: Previews.screenName, state: state.name, variant: variant)
        checkSnapshot(variant.snapshotText(of: view, in: Previews.locale(of: variant)), key: key, at: location)
    }
    return value
}

/// `Login has no preview state "eror". Did you mean "error"? Its states: idle, loading, error.`
func unknownStateMessage(_ name: String, screen: String, states: [String]) -> String {
    var message = "\(screen) has no preview state \"\(name)\"."
    if let nearest = NearestName.to(name, among: states) { message += " Did you mean \"\(nearest)\"?" }
    let list = states.isEmpty ? "none" : states.joined(separator: ", ")
    return message + " Its states: \(list)."
}
