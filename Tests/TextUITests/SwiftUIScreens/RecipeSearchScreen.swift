// A recipe search screen as an iOS team writes it: a searchable list with a drawer field, scopes,
// recent-search suggestions, submit, a task keyed by the query, pull to refresh, an empty-result
// overlay, rows that read isSearching, and a pushed detail that reads dismissSearch.
import Testing
import TextUI

private struct Recipe: Identifiable, Hashable {
    let id: Int
    let name: String
    let cuisine: String
    let minutes: Int
    let isVegetarian: Bool
}

private enum RecipeScope: String, CaseIterable, Identifiable {
    case all = "All"
    case vegetarian = "Vegetarian"
    case quick = "Under 30 min"
    var id: Self { self }
}

private struct RecipeSearchScreen: View {
    let recipes: [Recipe]
    let recentSearches: [String]
    var search: (String) async -> Void = { _ in }
    @State private var query: String
    @State private var scope: RecipeScope = .all
    @State private var isSearchPresented = false
    @State private var favorites: Set<Recipe.ID> = []

    init(recipes: [Recipe], recentSearches: [String] = [], query: String = "",
         search: @escaping (String) async -> Void = { _ in }) {
        self.recipes = recipes
        self.recentSearches = recentSearches
        self.search = search
        _query = State(initialValue: query)
    }

    private var results: [Recipe] {
        recipes.filter { recipe in
            let matchesScope: Bool
            switch scope {
            case .all: matchesScope = true
            case .vegetarian: matchesScope = recipe.isVegetarian
            case .quick: matchesScope = recipe.minutes < 30
            }
            return matchesScope && (query.isEmpty || recipe.name.localizedCaseInsensitiveContains(query))
        }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(results) { recipe in
                    NavigationLink(value: recipe) {
                        RecipeRow(recipe: recipe, isFavorite: favorites.contains(recipe.id))
                    }
                    .contextMenu {
                        Button(favorites.contains(recipe.id) ? "Unfavorite" : "Favorite", systemImage: "heart") {
                            if favorites.contains(recipe.id) {
                                favorites.remove(recipe.id)
                            } else {
                                favorites.insert(recipe.id)
                            }
                        }
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe)
            }
            .searchable(text: $query, isPresented: $isSearchPresented, placement: .navigationBarDrawer(displayMode: .always), prompt: Text("Dishes, ingredients…"))
            .searchScopes($scope) {
                ForEach(RecipeScope.allCases) { scope in
                    Text(scope.rawValue).tag(scope)
                }
            }
            .searchSuggestions {
                if query.isEmpty {
                    ForEach(recentSearches, id: \.self) { suggestion in
                        Label(suggestion, systemImage: "clock.arrow.circlepath")
                            .searchCompletion(suggestion)
                    }
                }
            }
            .onSubmit(of: .search) {
                Task { await search(query) }
            }
            .overlay {
                if results.isEmpty && !query.isEmpty {
                    ContentUnavailableView.search(text: query)
                } else if results.isEmpty {
                    ContentUnavailableView.search
                }
            }
            .task(id: query, priority: .userInitiated) {
                await search(query)
            }
            .refreshable {
                await search(query)
            }
        }
    }
}

private struct RecipeRow: View {
    let recipe: Recipe
    let isFavorite: Bool
    @Environment(\.isSearching) private var isSearching

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(recipe.name)
                    .font(.headline)
                Text("\(recipe.cuisine) · \(recipe.minutes) min")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if isFavorite {
                Image(systemName: "heart.fill")
                    .foregroundStyle(.pink)
                    .accessibilityLabel("Favorite")
            }
            if recipe.isVegetarian && !isSearching {
                Image(systemName: "leaf")
                    .foregroundStyle(.green)
                    .accessibilityLabel("Vegetarian")
            }
        }
    }
}

private struct RecipeDetail: View {
    let recipe: Recipe
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
        Form {
            LabeledContent("Cuisine", value: recipe.cuisine)
            LabeledContent("Time", value: "\(recipe.minutes) min")
            LabeledContent("Vegetarian", value: recipe.isVegetarian ? "Yes" : "No")
        }
        .navigationTitle(recipe.name)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                ShareLink(item: recipe.name)
            }
        }
        .onAppear { dismissSearch() }
    }
}

@MainActor
@Suite(.drawsEveryReadableText) struct RecipeSearchScreenTests {
    private let recipes = [
        Recipe(id: 1, name: "Miso ramen", cuisine: "Japanese", minutes: 45, isVegetarian: false),
        Recipe(id: 2, name: "Pasta al pomodoro", cuisine: "Italian", minutes: 20, isVegetarian: true),
    ]

    @Test func aQueryShowsTheScopeBarAndTheMatchingRecipes() {
        #expect(RecipeSearchScreen(recipes: recipes, query: "pasta").render(width: 40) == """
                            Recipes
            ╭──────────────────────────────────────╮
            │ ⌕ pasta                              │
            ╰──────────────────────────────────────╯
            [All]│ Vegetarian │ Under 30 min
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            Pasta al pomodoro                      ›
            Italian · 20 min
            """)
    }

    @Test func aQueryWithNoResultsShowsTheSearchPlaceholderOverTheEmptyList() {
        #expect(RecipeSearchScreen(recipes: recipes, query: "tacos").render(width: 40) == """
                            Recipes
            ╭──────────────────────────────────────╮
            │ ⌕ tacos                              │
            ╰──────────────────────────────────────╯
            [All]│ Vegetarian │ Under 30 min
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
                              ⌕
                    No Results for “tacos”
            Check the spelling or try a new search.
            """)
        #expect(RecipeSearchScreen(recipes: recipes, query: "tacos").accessibilityTranscript() == """
            Heading: Recipes
            Search field: Dishes, ingredients…, tacos
            Button, Selected: All
            Button: Vegetarian
            Button: Under 30 min
            Image: Search
            Text: No Results for “tacos”
            Text: Check the spelling or try a new search.
            """)
    }

    @Test func beforeSearchingEveryRecipeShowsAndRowsNotTheirSearchBadges() {
        let screen = RecipeSearchScreen(recipes: recipes, recentSearches: ["ramen", "curry"])
        let text = screen.render(width: 24)
        for words in ["Recipes", "⌕ Dishes, ingredien…", "Miso ramen", "Japanese · 45 min", "Pasta al pomodoro", "❦"] {
            #expect(text.contains(words), "\(words)")
        }
        // Scopes and suggestions show once a person searches, as on a phone.
        #expect(!text.contains("Vegetarian") && !text.contains("ramen\n"))
        #expect(screen.accessibilityTranscript() == """
            Heading: Recipes
            Search field: Dishes, ingredients…
            Button: Miso ramen, Japanese · 45 min
              Actions: Favorite
            Button: Pasta al pomodoro, Italian · 20 min, Vegetarian
              Actions: Favorite
            """)
    }

    @Test func noLineIsWiderThanTheWidth() async {
        for width in 0...60 {
            await Task.yield()  // other main-actor tests get their turn between widths
            for query in ["", "pasta", "tacos"] {
                let text = RecipeSearchScreen(recipes: recipes, recentSearches: ["ramen"], query: query).render(width: width)
                RenderChecks.checkOutputRules(text, width: width, "'\(query)' at \(width)")
            }
        }
    }
}
