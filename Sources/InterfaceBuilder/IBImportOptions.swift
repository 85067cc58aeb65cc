import LayoutCore

/// What a root is imported for: the device (its safe area, margins and size classes) and the
/// traits that select `<variation>`s.
public struct IBImportOptions: Sendable, Equatable {
    /// The device preset; nil = the document's own (``IBDocument/device``).
    public var device: IBDevice?
    /// Landscape; nil = the document's orientation.
    public var isLandscape: Bool?
    /// Size classes and idiom; nil = the device's in its orientation.
    public var traits: IBTraits?

    /// Labels and buttons measured from their text and font (`--measure-text`) instead of
    /// taking their intrinsic sizes from the stored frames.
    public var measuresText = false

    /// Constraints Interface Builder installs only under some size classes (a `<variation>`'s
    /// constraints mask, or a per-class `constant`, `multiplier` or `priority`), and stack
    /// views' per-class `axis`, `distribution`, `alignment` and `spacing`, written as the
    /// spec's `variations` (`--variations`) instead of resolved for ``traits``, so that one
    /// spec lays out for every size class; subview masks are still resolved for the device's
    /// traits (with a note). Ignored when ``traits`` is given.
    public var writesVariations = false

    /// The root's safe-area insets instead of the device's and its bars' (nil); `layoutlab
    /// migrate` gives zero to a root the window's safe area does not reach (a freeform XIB
    /// view), so that its guides and margins see none on any device.
    public var safeAreaInsets: EdgeInsets?

    /// Options; nil parts are the document's own.
    public init(
        device: IBDevice? = nil, isLandscape: Bool? = nil, traits: IBTraits? = nil, measuresText: Bool = false,
        writesVariations: Bool = false
    ) {
        self.device = device
        self.isLandscape = isLandscape
        self.traits = traits
        self.measuresText = measuresText
        self.writesVariations = writesVariations
    }
}

/// The bars a view controller is simulated with (status bar, navigation bar, tab bar,
/// toolbar), each adding its height to the safe area.
public struct IBBars: Sendable, Equatable {
    /// A status bar (20 pt on devices without a sensor housing).
    public var statusBar = true
    /// A navigation bar at the top.
    public var navigationBar = false
    /// The navigation bar shows a large title.
    public var largeTitle = false
    /// A tab bar at the bottom.
    public var tabBar = false
    /// A toolbar at the bottom.
    public var toolbar = false
    /// A cell's content view sees no safe-area insets and no bars.
    public var isCellContent = false
    /// The navigation bar is opaque (`translucent="NO"`): the controller's view starts below
    /// it and the status bar (`extendedLayoutIncludesOpaqueBars` is NO by default).
    public var opaqueTopBar = false
    /// The tab bar is opaque: the view ends above it.
    public var opaqueBottomBar = false
    /// The controller's `extendedLayoutIncludesOpaqueBars`: the view extends under opaque bars too.
    public var extendsUnderOpaqueBars = false
    /// The controller's `edgesForExtendedLayout` at the top and bottom (UIKit's default: all
    /// edges; `<extendedEdge key="edgesForExtendedLayout" top="YES"/>` lists the ones kept).
    public var extendsTop = true
    public var extendsBottom = true

    /// The navigation bar's height (44; 96 with a large title), the tab bar's (49) and the
    /// toolbar's (44), as UIKit draws them on iPhones in portrait.
    public static let navigationBarHeight = 44.0
    /// With a large title.
    public static let largeTitleNavigationBarHeight = 96.0
    /// The tab bar.
    public static let tabBarHeight = 49.0
    /// The toolbar.
    public static let toolbarHeight = 44.0
    /// The status bar of devices without a sensor housing.
    public static let statusBarHeight = 20.0

    /// A status bar only.
    public init() {}

    /// The bars of `root`'s controller: the simulated metrics it stores, else the bars it
    /// inherits as IB infers them — a navigation bar from a navigation controller whose
    /// `rootViewController` relationship leads to it, a tab bar from a tab bar controller's
    /// `viewControllers`, and, through `show`/`push` segues, the bars of the controller it is
    /// pushed from. A `navigationItem` alone adds no bar (a controller pushed from another
    /// document is simulated without one).
    static func of(_ root: IBRoot, segues: IBSegues? = nil) -> IBBars {
        var bars = IBBars()
        bars.isCellContent = root.isCellContent
        guard let controller = root.controller, let id = controller.id else {
            bars.statusBar = false
            return bars
        }
        var explicitTop = false
        for element in controller.children {
            switch (element.name, element["key"]) {
            case ("nil", "simulatedStatusBarMetrics"): bars.statusBar = false
            case ("nil", "simulatedTopBarMetrics"): explicitTop = true
            case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"):
                bars.navigationBar = true
                if element["translucent"] == "NO" { bars.opaqueTopBar = true }
            case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"):
                bars.tabBar = true
                if element["translucent"] == "NO" { bars.opaqueBottomBar = true }
            case ("extendedEdge", "edgesForExtendedLayout"):
                bars.extendsTop = element.flag("top")
                bars.extendsBottom = element.flag("bottom")
            case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"): bars.toolbar = true
            default: break
            }
        }
        bars.extendsUnderOpaqueBars = controller.flag("extendedLayoutIncludesOpaqueBars")
        let segues = segues ?? IBSegues(containers: root.containers)
        var visited: Set<String> = []
        bars.inherit(from: id, segues: segues.byDestination, visited: &visited)
        if explicitTop { bars.navigationBar = false }
        if controller.child("navigationItem", key: "navigationItem")?["largeTitleDisplayMode"] == "never" {
            bars.largeTitle = false
        }
        return bars
    }

    /// Every `<segue>` inside `element` (buttons, cells and gesture recognizers carry them too),
    /// by destination, with the scene object holding it.
    static func collectSegues(
        in element: IBElement, source: IBElement, into segues: inout [String: [(source: IBElement, segue: IBElement)]]
    ) {
        for segue in element.descendants where segue.name == "segue" {
            if let destination = segue["destination"] { segues[destination, default: []].append((source, segue)) }
        }
    }

    /// Adds the bars controller `id` gets from the controllers leading to it.
    mutating func inherit(
        from id: String, segues: [String: [(source: IBElement, segue: IBElement)]], visited: inout Set<String>
    ) {
        guard visited.insert(id).inserted else { return }
        for (source, segue) in segues[id] ?? [] {
            switch (segue["kind"], segue["relationship"], source.name) {
            case ("relationship", "rootViewController", "navigationController"):
                let bar = source.child("navigationBar", key: "navigationBar")
                if bar?.flag("hidden") != true { navigationBar = true }
                if bar?["translucent"] == "NO" { opaqueTopBar = true }
                if bar?.flag("prefersLargeTitles") == true { largeTitle = true }
                if source.child("toolbar", key: "toolbar") != nil && !source.flag("toolbarHidden", default: true) {
                    toolbar = true
                }
                if let next = source.id { inherit(from: next, segues: segues, visited: &visited) }
            case ("relationship", "viewControllers", "tabBarController"):
                tabBar = true
                if source.child("tabBar", key: "tabBar")?["translucent"] == "NO" { opaqueBottomBar = true }
            case ("show", _, _), ("push", _, _):
                if let next = source.id { inherit(from: next, segues: segues, visited: &visited) }
            default: break
            }
        }
    }

    /// The safe-area insets on `device`: the device's insets (a status bar of 20 pt on devices
    /// without a sensor housing, none when the controller hides it), plus the bars. A bar the
    /// view does not extend under takes its whole edge out, as UIKit then lays the
    /// controller's view out below the top bar (and the status bar above it) or above the
    /// bottom bar, so nothing covers that edge: an edge left out of `edgesForExtendedLayout`,
    /// or an opaque navigation or tab bar unless the controller sets
    /// `extendedLayoutIncludesOpaqueBars` (default NO).
    func safeAreaInsets(on device: IBDevice, landscape: Bool) -> EdgeInsets {
        if isCellContent { return EdgeInsets() }
        var insets = device.safeAreaInsets(landscape: landscape)
        if insets.top <= IBBars.statusBarHeight && !statusBar { insets.top = 0 }
        if navigationBar {
            insets.top += largeTitle ? IBBars.largeTitleNavigationBarHeight : IBBars.navigationBarHeight
        }
        if tabBar { insets.bottom += IBBars.tabBarHeight }
        if toolbar && !tabBar { insets.bottom += IBBars.toolbarHeight }
        let underTop = extendsTop && (!opaqueTopBar || extendsUnderOpaqueBars)
        let underBottom = extendsBottom && (!opaqueBottomBar || extendsUnderOpaqueBars)
        if navigationBar && !underTop { insets.top = 0 }
        if (tabBar || toolbar) && !underBottom { insets.bottom = 0 }
        return insets
    }
}

/// The segues of a storyboard's scene objects by destination controller id, collected once per
/// document (every root's bars are inferred from them).
struct IBSegues: Sendable {
    var byDestination: [String: [(source: IBElement, segue: IBElement)]] = [:]

    init(containers: [IBElement]) {
        for container in containers {
            IBBars.collectSegues(in: container, source: container, into: &byDestination)
        }
    }
}
