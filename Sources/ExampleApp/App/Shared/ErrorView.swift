import SwiftUI

/// A failure with a way out: the seeds' `ErrorView(error:onRetry:)`, used wherever a
/// `LoadingState` switch reaches `.failed`.
///
/// ```swift
/// ErrorView(message: "フィードを読み込めませんでした") {}.render(width: 32)
/// ```
/// ```text
///
///                ⚠
///  フィードを読み込めませんでした
///   通信状況を確認してください。
///
///            [ 再試行 ]
/// ```
public struct ErrorView: View {
    let message: String
    let onRetry: () -> Void

    public init(message: String, onRetry: @escaping () -> Void) {
        self.message = message
        self.onRetry = onRetry
    }

    public var body: some View {
        ContentUnavailableView {
            Label(message, systemImage: "exclamationmark.triangle")
        } description: {
            Text("通信状況を確認してください。")
        } actions: {
            Button("再試行", action: onRetry)
        }
        .padding(.top, 16)
    }
}

#Preview {
    ErrorView(message: "フィードを読み込めませんでした") {}
}
