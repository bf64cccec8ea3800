import Foundation
import PreviewCatalog
import Testing

/// A declared variant is checked where it enters: one that cannot be drawn (no columns, more
/// than 1,000, a negative height or more than 10,000 lines) stops every command with one line
/// naming the screen and the variant, and nothing is drawn or written.
@MainActor
@Suite struct VariantValidationTests {
    nonisolated static let undrawable: [(PreviewVariant, String)] = [
        (.width(0), "w0\", which cannot be drawn: its width, 0, is not 1 to 1000 columns"),
        (.width(-5), "w-5\", which cannot be drawn: its width, -5, is not 1 to 1000 columns"),
        (.width(1001), "w1001\", which cannot be drawn: its width, 1001, is not 1 to 1000 columns"),
        (.width(Int.max), "w9223372036854775807\", which cannot be drawn: its width, 9223372036854775807, is not 1 to 1000 columns"),
        (.height(Int.max), "w40@h9223372036854775807\", which cannot be drawn: its height, 9223372036854775807, is not 0 to 10000 lines"),
        (.height(-1), "w40@h-1\", which cannot be drawn: its height, -1, is not 0 to 10000 lines"),
        (PreviewVariant(width: 20, height: 10_001), "w20@h10001\", which cannot be drawn: its height, 10001, is not 0 to 10000 lines"),
    ]

    @Test(arguments: undrawable.indices)
    func anUndrawableVariantStopsEveryCommandWithOneLine(index: Int) async throws {
        let (variant, said) = Self.undrawable[index]
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let setup = HostileSetup(screen: "Login", states: ["idle"], text: "t", variants: [.standard, variant])
        for arguments in [[], ["list"], ["record"], ["check"], ["gallery", "--out", "page"], ["record", "--width", "30"]] {
            let run = await Hostile.$setup.withValue(setup) {
                await runPreview(arguments, catalog: Catalog([HostilePreviews.self]), environment: sandbox.environment())
            }
            #expect(run.code == 2, "\(arguments)")
            #expect(run.errors == ["error: screen \"Login\" declares the variant \"\(said); fix its DeclaresVariants list."], "\(arguments)")
            #expect(run.output.isEmpty)
            #expect(sandbox.files().isEmpty)
        }
    }

    /// The limits themselves can be drawn: 1 and 1,000 columns, 0 and 10,000 lines.
    @Test func theLimitsAreDrawn() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let setup = HostileSetup(screen: "Login", states: ["idle"], text: "t", variants: [.width(1), .width(1000), .height(0), .height(10_000)])
        let run = await Hostile.$setup.withValue(setup) {
            await runPreview(["record"], catalog: Catalog([HostilePreviews.self]), environment: sandbox.environment())
        }
        #expect(run.code == 0, "\(run.errors)")
        #expect(sandbox.files() == ["snaps", "snaps/Login", "snaps/Login/idle@h0.txt", "snaps/Login/idle@h10000.txt", "snaps/Login/idle@w1.txt", "snaps/Login/idle@w1000.txt"])
        #expect(try sandbox.read("snaps/Login/idle@h10000.txt").split(separator: "\n", omittingEmptySubsequences: false).count == 10_001)
    }
}
