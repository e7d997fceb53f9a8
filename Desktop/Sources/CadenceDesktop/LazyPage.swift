import GtkGlue

/// A page built when it is first shown, not at start: its place in the window's stack is an
/// empty box until then. Only pages no larger than the stack already is are built so (the
/// lists: History, Programs, Journal), so building one never changes the window's size;
/// the pages not shown at start then cost nothing at start (issue 45).
@MainActor
final class LazyPage<Page: AnyObject> {
  /// What the stack holds: the page's widgets once built.
  let place = Box(vertical: true, spacing: 0)
  private let make: @MainActor () -> (page: Page, root: any Widget)
  /// The page if it has been built: what has not been built has nothing to read again.
  private(set) var built: Page?
  /// What the owner sets on the page as it is built (its callbacks, its parent window).
  var onBuild: @MainActor (Page) -> Void = { _ in }

  init(_ make: @escaping @MainActor () -> (page: Page, root: any Widget)) {
    self.make = make
    place.setExpand(horizontal: true, vertical: true)
  }

  /// The page, built now if it was not.
  var page: Page {
    if let built { return built }
    let (page, root) = make()
    place.append(AnyWidget(root.pointer))
    built = page
    onBuild(page)
    return page
  }
}
