import LayoutCore

/// LazyVGrid / LazyHGrid (SEMANTICS §A "Grids"), written for the growth axis g (vertical for
/// LazyVGrid) and the cross axis c along which the items (columns) lie.
///
/// Two passes, as real SwiftUI (the juejin "Flexible" measurements): the grid's cross
/// length is the tracks' total computed from the proposal (pass 1); the tracks are then
/// computed again from that total (pass 2) and the cells laid out in them. With flexible
/// columns whose minimums exceed their first share the two differ: flexible(min 100) +
/// flexible(min 180) at 300 gives 146 + 8 + 180 = 334 in pass 1, then 163 + 8 + 180 = 351.
extension StackLayoutEngine {
    /// The tracks of a lazy grid: per cell position across the grid, its length and the
    /// gap after it.
    struct GridTracks {
        var lengths: [Double] = []
        var gaps: [Double] = []
        /// The grid item each track belongs to (an adaptive item owns several).
        var items: [Int] = []
        /// Σ lengths + Σ gaps between tracks.
        var total: Double = 0
        /// The offset of each track from the grid's cross start.
        var offsets: [Double] {
            var result: [Double] = []
            var position = 0.0
            for index in lengths.indices {
                result.append(position)
                position += lengths[index] + gaps[index]
            }
            return result
        }
    }

    /// The most tracks one adaptive grid item holds.
    static let maxAdaptiveTracks = 10_000

    /// The tracks for a cross length `available` (nil: fixed sizes, flexible and adaptive
    /// minimums). Fixed items take their size; the rest, in order, each take the remaining
    /// length divided by the items left, clamped to [minimum, maximum] (adaptive: at least
    /// its minimum); an adaptive item then holds k = max(1, ⌊(share + s) / (minimum + s)⌋)
    /// tracks of min((share − (k − 1)s) / k, maximum), s being its spacing.
    /// k is at most ``maxAdaptiveTracks`` (a zero minimum would make it infinite).
    static func gridTracks(_ items: [GridItem], available: Double?, defaultSpacing: Double) -> GridTracks {
        let spacings = items.map { $0.spacing ?? defaultSpacing }
        var remaining = (available ?? 0) - spacings.dropLast().reduce(0, +)
        var flexibleLeft = 0
        for item in items {
            if case .fixed(let length) = item.size { remaining -= length } else { flexibleLeft += 1 }
        }
        // An infinite proposal (a max probe) offers ∞ to every non-fixed item (never ∞ − ∞).
        func offer() -> Double { remaining.isFinite ? remaining / Double(flexibleLeft) : .infinity }
        var tracks = GridTracks()
        for (index, item) in items.enumerated() {
            let spacing = spacings[index]
            let gapAfter = index == items.count - 1 ? 0 : spacing
            switch item.size {
            case .fixed(let length):
                tracks.lengths.append(length)
                tracks.gaps.append(gapAfter)
                tracks.items.append(index)
            case .flexible(let minimum, let maximum):
                let share = available == nil ? minimum : min(max(offer(), minimum), maximum)
                remaining -= share
                flexibleLeft -= 1
                tracks.lengths.append(share)
                tracks.gaps.append(gapAfter)
                tracks.items.append(index)
            case .adaptive(let minimum, let maximum):
                let share = available == nil ? minimum : max(offer(), minimum)
                remaining -= share
                flexibleLeft -= 1
                // A zero or infinite minimum or share makes the ratio infinite or NaN, which
                // Int() traps on (RELIABILITY.md #5): at least 1, at most maxAdaptiveTracks.
                let fitting = ((share + spacing) / (minimum + spacing)).rounded(.down)
                let count =
                    fitting.isNaN || share.isInfinite ? 1 : Int(min(max(fitting, 1), Double(Self.maxAdaptiveTracks)))
                let length = min((share - Double(count - 1) * spacing) / Double(count), maximum)
                for sub in 0..<count {
                    tracks.lengths.append(length)
                    tracks.gaps.append(sub == count - 1 ? gapAfter : spacing)
                    tracks.items.append(index)
                }
            }
        }
        tracks.total = tracks.lengths.reduce(0, +) + tracks.gaps.dropLast().reduce(0, +)
        return tracks
    }

    /// A lazy grid's arrangement for one proposal: its size, its tracks (pass 2) and, per
    /// slot, the cell's size and offset from the grid's origin.
    struct LazyGridArrangement {
        var size: Size
        var tracks: GridTracks
        /// Per slot (relative to the grid's first slot): origin offset, size, proposal.
        var frames: [(offset: Point, size: Size, proposal: Proposal)]
    }

    /// Sizes and arranges a lazy grid: pass 1 gives the cross length, pass 2 the tracks;
    /// cells are proposed (track length, nil) and rows are as long as their longest cell;
    /// headers and footers are proposed (grid cross length, nil); headers, rows and footers
    /// follow each other along the growth axis separated by the grid's spacing.
    ///
    /// Placing, `placedLength` is the grid's own cross length (its frame): pass 2 runs from
    /// it whatever the parent proposes then, as SwiftUI's render pass does.
    mutating func arrangeLazyGrid(_ node: Int32, _ proposal: Proposal, placedLength: Double? = nil)
        -> LazyGridArrangement
    {
        let n = graph.nodes[Int(node)]
        let grid = graph.containers.lazyGrids[Int(n.payload)]
        let g = grid.axis
        let c = g.other
        let offered = proposal[c].isUnspecified ? nil : proposal[c]
        let crossLength =
            placedLength ?? Self.gridTracks(grid.items, available: offered, defaultSpacing: grid.itemSpacing).total
        let tracks = Self.gridTracks(grid.items, available: crossLength, defaultSpacing: grid.itemSpacing)
        let offsets = tracks.offsets
        var frames = Array(
            repeating: (offset: Point.zero, size: Size.zero, proposal: Proposal(width: 0, height: 0)),
            count: Int(n.count))
        var position = 0.0
        var placedAny = false
        func advance(_ length: Double) -> Double {
            if placedAny { position += grid.spacing }
            placedAny = true
            defer { position += length }
            return position
        }
        let base = Int(n.first)
        for section in grid.sections {
            if let header = section.header {
                frames[header] = arrangeBanner(base + header, crossLength, grid, advance)
            }
            var cell = section.cells.lowerBound
            while cell < section.cells.upperBound {
                let row = cell..<min(cell + tracks.lengths.count, section.cells.upperBound)
                var rowLength = 0.0
                for slot in row {
                    let track = slot - cell
                    let p = Proposal(major: Proposal.unspecified, minor: tracks.lengths[track], along: g)
                    let size = sizeThatFits(graph.slots[base + slot], p)
                    frames[slot] = (Point.zero, size, p)
                    rowLength = max(rowLength, size[g])
                }
                let start = advance(rowLength)
                for slot in row {
                    let track = slot - cell
                    let guides = Guides(grid.items[tracks.items[track]].alignment ?? .center)
                    let cellSize = Size(major: rowLength, minor: tracks.lengths[track], along: g)
                    let inner = guides.offset(of: frames[slot].size, in: cellSize)
                    frames[slot].offset = Point.stackPoint(
                        major: start + inner.coordinate(along: g), minor: offsets[track] + inner.coordinate(along: c),
                        along: g)
                }
                cell = row.upperBound
            }
            if let footer = section.footer {
                frames[footer] = arrangeBanner(base + footer, crossLength, grid, advance)
            }
        }
        return LazyGridArrangement(
            size: Size(major: position, minor: crossLength, along: g), tracks: tracks, frames: frames)
    }

    /// A header or footer: proposed the grid's cross length, aligned across by the grid's
    /// alignment.
    private mutating func arrangeBanner(
        _ slot: Int, _ crossLength: Double, _ grid: LazyGridParameters, _ advance: (Double) -> Double
    ) -> (offset: Point, size: Size, proposal: Proposal) {
        let g = grid.axis
        let p = Proposal(major: Proposal.unspecified, minor: crossLength, along: g)
        let size = sizeThatFits(graph.slots[slot], p)
        let start = advance(size[g])
        let cross = Guides.difference(grid.guide.before(crossLength), grid.guide.before(size[g.other]))
        return (Point.stackPoint(major: start, minor: cross, along: g), size, p)
    }

    /// Places a lazy grid's cells, headers and footers (pass 2 of `arrangeLazyGrid`). Pinned
    /// headers (footers) inside a ScrollView stay at the visible start (end) edge while their
    /// section is scrolled past, pushed by the section's end (start) as in SwiftUI.
    mutating func placeLazyGrid(_ node: Int32, _ proposal: Proposal, at origin: Point, size: Size) {
        let n = graph.nodes[Int(node)]
        let grid = graph.containers.lazyGrids[Int(n.payload)]
        let arrangement = arrangeLazyGrid(node, proposal, placedLength: size[grid.axis.other])
        var frames = arrangement.frames
        if let viewport = scrollViewports.last, grid.pinsHeaders || grid.pinsFooters {
            pin(&frames, grid, origin: origin, viewport: viewport)
        }
        for (offset, frame) in frames.enumerated() {
            place(
                graph.slots[Int(n.first) + offset], frame.proposal, at: origin.moved(by: frame.offset), size: frame.size
            )
        }
    }

    private mutating func pin(
        _ frames: inout [(offset: Point, size: Size, proposal: Proposal)], _ grid: LazyGridParameters, origin: Point,
        viewport: Rect
    ) {
        let g = grid.axis
        let base = origin.coordinate(along: g)
        let visibleStart = viewport.origin.coordinate(along: g) - base
        let visibleEnd = visibleStart + viewport.size[g]
        for section in grid.sections {
            let members = [section.header, section.footer].compactMap { $0 } + Array(section.cells)
            let start = members.map { frames[$0].offset.coordinate(along: g) }.min() ?? 0
            let end = members.map { frames[$0].offset.coordinate(along: g) + frames[$0].size[g] }.max() ?? 0
            if grid.pinsHeaders, let header = section.header {
                let length = frames[header].size[g]
                let natural = frames[header].offset.coordinate(along: g)
                let pinned = min(max(natural, visibleStart), end - length)
                frames[header].offset = Point.stackPoint(
                    major: pinned, minor: frames[header].offset.coordinate(along: g.other), along: g)
            }
            if grid.pinsFooters, let footer = section.footer {
                let length = frames[footer].size[g]
                let natural = frames[footer].offset.coordinate(along: g)
                let pinned = max(min(natural, visibleEnd - length), start)
                frames[footer].offset = Point.stackPoint(
                    major: pinned, minor: frames[footer].offset.coordinate(along: g.other), along: g)
            }
        }
    }
}
