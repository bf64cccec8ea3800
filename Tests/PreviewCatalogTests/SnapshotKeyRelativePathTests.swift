import PreviewCatalog
import Testing
import TextSnapshots

@Suite struct SnapshotKeyRelativePathTests {
    @Test(arguments: [
        SnapshotKey(screen: "Login", state: "idle"),
        SnapshotKey(screen: "Login", state: "wrong password", width: 32),
        SnapshotKey(screen: "注文/一覧", state: "idle@w32", width: 12, style: .ascii),
        SnapshotKey(screen: "", state: "%", style: .ascii),
        SnapshotKey(screen: ".hidden", state: "100%"),
        SnapshotKey(screen: "CON", state: "nul.txt ", width: 32),
        SnapshotKey(screen: "ログイン", state: "パスワード違い 🙈"),
        SnapshotKey(screen: "a\u{7}b", state: "tab\there"),
    ])
    func readsBackEveryPathItWrites(key: SnapshotKey) {
        #expect(SnapshotKey(relativePath: key.relativePath) == key)
    }

    @Test(arguments: ["notes.txt", "a/b/c.txt", "Login/idle.md", "Login/idle@w40.txt", "Login/idle@unicode.txt",
                      "Login/idle@ascii@w32.txt", "Login/idle@fancy.txt", "Login/%zz.txt", "Login/a%20b.txt", "Login/a%2.txt",
                      "Login/a%3ab.txt", "Login/con.txt", "Login/ a.txt", "Login/a..txt", "Login/e\u{301}.txt"])
    func refusesPathsNoKeyWrites(path: String) {
        #expect(SnapshotKey(relativePath: path) == nil)
    }
}
