import PreviewCatalog
import TextUI

/// Checks every state of a screen's previews against its reference snapshots, in the order the
/// previews list them and in every variant the screen declares (``DeclaresVariants``; `width`
/// or `style` picks one instead), as `preview check` does; then that the states reach every
/// case of the screen's `ViewState`.
/// Each state that differs fails on its own, naming the state, so one test covers the screen
/// and a state added to the previews is covered the day it is added.
///
/// ```swift
/// @Test func everyLoginState() async {
///     await expectSnapshots(of: LoginPreviews.self)
/// }
/// ```
///
/// Each failure reads as ``expectSnapshot(of:state:width:style:timeout:fileID:filePath:line:column:function:)``'s
/// does (a stuck scenario fails after `timeout` and the next state is checked); a new state's first run records its reference and says so:
///
/// ```text
/// Recorded a new reference for Login/locked at Tests/__Snapshots__/Login/locked.txt; check it, commit it, and run the test again.
/// ```
///
/// Each reference file in the screen's folder that no state produces (in any variant it
/// declares) fails too, as `preview check` reports it:
///
/// ```text
/// Orphaned reference Tests/__Snapshots__/Login/old.txt: no state of Login produces it. Delete it, or run 'swift run preview record --prune' to delete every orphaned reference.
/// ```
///
/// Each case no state reaches fails on its own too — the cases are read from the enum itself,
/// or from ``DeclaresAllCases`` — unless the screen marks it ``NotPreviewed``:
///
/// ```text
/// Login has no preview of case .locked. Add a PreviewState that reaches it, or mark it NotPreviewed("locked", because: "…").
/// ```
@MainActor
public func expectSnapshots<Previews: ScreenPreviews>(
    of previews: Previews.Type,
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
    let asserted = assertedVariants(of: previews, width: width, style: style)
    let chosen = width != nil || style != nil ? asserted.first : nil
    await checkSnapshots(of: previews, in: asserted, chosen: chosen, timeout: timeout, at: location)
}

/// Every state of `previews` in each of `asserted` (those that can be drawn), then their
/// coverage and the files no state produces (only in `chosen` when the caller picked one
/// variant): the body of both `expectSnapshots` forms.
@MainActor
private func checkSnapshots<Previews: ScreenPreviews>(
    of previews: Previews.Type, in asserted: [PreviewVariant], chosen: PreviewVariant?, timeout: Duration?, at location: CallerLocation
) async {
    let states = Previews.states
    guard !states.isEmpty else {
        reportFailure("\(Previews.screenName) has no preview states to snapshot.", at: location)
        return
    }
    // A scenario that ran out of time reaches no known case (nil): its failure says so, and
    // coverage then calls no case uncovered on top of it.
    let variants = drawableVariants(asserted, screen: Previews.screenName, at: location)
    var reached: [Previews.ViewState?] = []
    for state in states {
        reached.append(await checkPreviewState(state, of: previews, in: variants, timeout: timeout, at: location))
    }
    for message in coverageFailures(ScreenCoverage(previews, reaching: reached), screen: Previews.screenName) {
        reportFailure(message, at: location)
    }
    for message in orphanFailures(screen: Previews.screenName, states: states.map(\.name), variants: asserted, chosenVariant: chosen, at: location) {
        reportFailure(message, at: location)
    }
}

/// One message per case no state reaches and per ``NotPreviewed`` mark that does not stand.
func coverageFailures(_ coverage: ScreenCoverage, screen: String) -> [String] {
    coverage.uncovered.map { name in
        "\(screen) has no preview of case .\(name). Add a PreviewState that reaches it, or mark it NotPreviewed(\"\(name)\", because: \"…\")."
    } + coverage.badMarks.map { mark in
        let stop = mark.problem.hasSuffix("?") ? "" : "."
        return "NotPreviewed(\"\(mark.caseName)\") on \(screen) does not stand: \(mark.problem)\(stop)"
    }
}

/// Checks every preview of a module's SwiftUI files — each `#Preview` the TextUICopy plugin
/// found, a screen per file — against its reference snapshots, in the variants the module is
/// ``ModulePreviews/checked(in:)`` (or `width` / `style`), as
/// ``expectSnapshots(of:width:style:timeout:fileID:filePath:line:column:function:)`` checks a
/// screen's: a new preview's first run records its reference and says so.
///
/// ```swift
/// @Test func everyPreviewMatchesItsSnapshot() async {
///     await expectSnapshots(of: .cart)
/// }
/// ```
///
/// A module with no previews fails, since the plugin then found no file to copy:
///
/// ```text
/// Cart has no previews: no #Preview or PreviewProvider in the files its target excludes. List the app's SwiftUI files (or their folder) in the target's exclude: and apply the TextUICopy plugin.
/// ```
@MainActor
public func expectSnapshots(
    of module: ModulePreviews,
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
    guard !module.screens.isEmpty else {
        reportFailure(
            "\(module.module) has no previews: no #Preview or PreviewProvider in the files its target excludes. List the app's SwiftUI files (or their folder) in the target's exclude: and apply the TextUICopy plugin.",
            at: location
        )
        return
    }
    for screen in module.screens {
        let picked = width != nil || style != nil
        let asserted = picked ? assertedVariants(of: screen, width: width, style: style) : module.variants ?? screen.checkedVariants
        await checkSnapshots(of: screen, in: asserted, chosen: picked ? asserted.first : nil, timeout: timeout, at: location)
    }
}
