import ViewStateKit
/// Where a scoping reducer (`ifLet`, `forEach`) was written, for reports: `forEach at App/AppReducer.swift:42`.
struct ScopingSite: Sendable, CustomStringConvertible {
    let name: String
    let fileID: String
    let line: UInt

    var description: String { "\(name) at \(fileID):\(line)" }
}
