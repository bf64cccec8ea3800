import ViewStateKit

/// A small screen used to exercise the base class: searching a list.
enum SearchViewState: Equatable, Sendable {
    case idle
    case loading(String)
    case results([String])
    case failed(String)
}

@MainActor
final class SearchViewModel: ViewModel<SearchViewState> {
    let search: UseCaseMock<String, [String]>

    init(search: UseCaseMock<String, [String]>, historyLimit: Int = 256) {
        self.search = search
        super.init(initialState: .idle, historyLimit: historyLimit)
    }

    func search(_ query: String) async {
        await run("search") { [search] model in
            model.updateState(to: .loading(query))
            do { model.updateState(to: .results(try await search(query))) }
            catch { model.updateState(to: .failed(query)) }
        }
    }

    func searchTapped(_ query: String) {
        start("search") { [search] model in
            model.updateState(to: .loading(query))
            do { model.updateState(to: .results(try await search(query))) }
            catch { model.updateState(to: .failed(query)) }
        }
    }
}

struct Boom: Error, Equatable {}
