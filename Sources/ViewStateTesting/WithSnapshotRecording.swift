/// Runs `operation` with snapshot assertions in `mode`, whatever `VIEWSTATE_RECORD` and `CI`
/// say. The setting is task-local: it holds for the operation and the tasks it starts, and
/// for nothing else running at the same time.
///
/// ```swift
/// @Test func loginScreen() async {
///     await withSnapshotRecording(.failed) {
///         await expectSnapshots(of: LoginPreviews.self)
///     }
/// }
/// ```
///
/// A reference this writes still fails its assertion once, saying what changed:
///
/// ```text
/// Re-recorded the reference for Login/error at Tests/__Snapshots__/Login/error.txt:
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
/// Check the change, then run the test again.
/// ```
///
/// Remove the call before committing: under CI it would write files a build machine throws away.
public func withSnapshotRecording<R>(_ mode: SnapshotRecordMode, operation: () throws -> R) rethrows -> R {
    var settings = SnapshotSettings.current
    settings.record = mode
    return try SnapshotSettings.$current.withValue(settings, operation: operation)
}

/// Runs the async `operation` with snapshot assertions in `mode` (see the synchronous overload).
public func withSnapshotRecording<R>(
    _ mode: SnapshotRecordMode,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    var settings = SnapshotSettings.current
    settings.record = mode
    return try await SnapshotSettings.$current.withValue(settings, operation: operation, isolation: isolation)
}
