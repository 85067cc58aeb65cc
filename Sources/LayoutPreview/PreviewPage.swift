import LayoutCore

/// The preview page: one HTML document with its style and script inline (nothing else is
/// served). It asks `/layout` for the chosen file, devices and Dynamic Type size, draws each
/// size's SVG (both engines side by side, the other engine's frame dashed over a view that
/// differs), listens to `/events` to lay out again when a file is saved, shows a file's error
/// above the last good layout, and on a click shows the view's frames in both engines and
/// its modifiers or constraints and the proposals it received (the stack engine's probe trace
/// at the first size). "Free size" swaps the devices for a canvas whose corner can
/// be dragged: each new size is solved by the same warm engines.
enum PreviewPage {
    static func html(paths: [String], devices: [String]) -> String {
        let fileOptions = paths.enumerated().map { "<option value=\"\($0.offset)\">\(escape($0.element))</option>" }
            .joined()
        let deviceBoxes = devices.enumerated().map { index, name in
            "<label><input type=\"checkbox\" class=\"device\" value=\"\(escape(name))\"\(index == 0 ? " checked" : "")> \(escape(name))</label>"
        }.joined(separator: " ")
        let typeOptions = DynamicTypeSize.allCases.map {
            "<option value=\"\($0.rawValue)\"\($0 == .large ? " selected" : "")>\($0.rawValue)</option>"
        }.joined()
        return head + """
            <body>
            <header>
            <strong>LayoutLab preview</strong>
            <select id="file">\(fileOptions)</select>
            <span id="devices">\(deviceBoxes)</span>
            <label>Dynamic Type <select id="type">\(typeOptions)</select></label>
            <label><select id="mode"><option value="side">Side by side</option><option value="overlay">Overlaid</option></select></label>
            <label><input type="checkbox" id="free"> Free size</label>
            <span id="status">version <span id="version">0</span></span>
            </header>
            <pre id="error" hidden></pre>
            <div id="notes"></div>
            <div id="canvas" hidden><span id="canvas-size"></span></div>
            <main><div id="panels"></div><aside id="details"><p class="hint">Click a view to see its frames, modifiers and constraints.</p></aside></main>
            <script>\(script)</script>
            </body></html>
            """
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static let head = """
        <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>LayoutLab preview</title>
        <style>
        body { font: 13px system-ui, sans-serif; margin: 0; color: #222; }
        header { display: flex; gap: 12px; align-items: center; flex-wrap: wrap; padding: 8px 12px;
          background: #f4f4f5; border-bottom: 1px solid #ddd; }
        #status { margin-left: auto; color: #666; }
        #error { margin: 8px 12px; padding: 8px; background: #fee2e2; color: #991b1b; border: 1px solid #fca5a5;
          white-space: pre-wrap; }
        #notes p { margin: 4px 12px; color: #92400e; }
        main { display: flex; gap: 12px; padding: 12px; align-items: flex-start; }
        #panels { display: flex; flex-wrap: wrap; gap: 12px; flex: 1; }
        .panel { border: 1px solid #ddd; border-radius: 6px; padding: 4px; background: #fff; }
        .panel h2 { font-size: 13px; margin: 4px 8px; }
        .panel [data-view] { cursor: pointer; }
        .panel rect.selected { stroke: #f97316 !important; stroke-width: 3 !important; }
        aside { width: 340px; border: 1px solid #ddd; border-radius: 6px; padding: 8px; background: #fafafa; }
        aside h3 { margin: 0 0 6px; font-size: 14px; }
        aside table { border-collapse: collapse; margin-bottom: 6px; }
        aside td, aside th { padding: 2px 6px; text-align: left; font-variant-numeric: tabular-nums; }
        aside li { font-family: ui-monospace, monospace; font-size: 12px; margin-bottom: 3px; }
        #canvas { resize: both; overflow: hidden; border: 2px dashed #2563eb; margin: 8px 12px; width: 393px;
          height: 300px; min-width: 20px; min-height: 20px; max-width: 2000px; max-height: 2000px; position: relative; }
        #canvas-size { position: absolute; right: 4px; bottom: 2px; color: #2563eb; }
        </style></head>
        """

    static let script = #"""
        const state = { version: 0, data: null, selected: null, loading: false, again: false };
        const $ = (id) => document.getElementById(id);
        const text = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
        function query() {
          const p = new URLSearchParams({ file: $('file').value, type: $('type').value, mode: $('mode').value });
          if ($('free').checked) {
            const c = $('canvas');
            p.set('w', Math.max(1, Math.round(c.clientWidth)));
            p.set('h', Math.max(1, Math.round(c.clientHeight)));
          } else {
            const devices = [...document.querySelectorAll('.device:checked')].map((b) => b.value);
            p.set('devices', (devices.length ? devices : [document.querySelector('.device').value]).join(','));
          }
          return p;
        }
        async function refresh() {
          if (state.loading) { state.again = true; return; }
          state.loading = true;
          try {
            const response = await fetch('/layout?' + query());
            if (!response.ok) { showError(await response.text()); return; }
            render(await response.json());
          } catch (e) {
            showError('preview server unreachable: ' + e);
          } finally {
            state.loading = false;
            if (state.again) { state.again = false; refresh(); }
          }
        }
        function showError(message) {
          $('error').hidden = !message;
          $('error').textContent = message || '';
        }
        function render(data) {
          state.data = data;
          state.version = data.version;
          $('version').textContent = data.version;
          showError(data.error ? data.file + ': the last good layout is shown\n' + data.error : '');
          $('notes').innerHTML = (data.notes || []).map((n) => '<p>' + text(n) + '</p>').join('');
          if (data.panels.length) {
            $('panels').innerHTML = data.panels.map((p, i) =>
              '<section class="panel" data-panel="' + i + '"><h2>' + text(p.device) + ' · ' + p.width + '×' + p.height +
              '</h2>' + p.svg + '</section>').join('');
          }
          document.body.dataset.version = data.version;
          if (state.selected) select(state.selected);
        }
        function frame(r) {
          return r ? [r.x, r.y, r.width, r.height].map((v) => Math.round(v * 100) / 100).join(', ') : '—';
        }
        function select(id) {
          state.selected = id;
          document.querySelectorAll('rect.selected').forEach((r) => r.classList.remove('selected'));
          document.querySelectorAll('rect.view').forEach((r) => { if (r.dataset.view === id) r.classList.add('selected'); });
          const data = state.data;
          let rows = '';
          for (const p of data.panels) {
            const v = p.views.find((v) => v.id === id);
            if (!v) continue;
            rows += '<tr><td>' + text(p.device) + '</td><td>stack</td><td class="frame-stack">' + frame(v.stack) +
              '</td></tr><tr><td></td><td>constraints</td><td class="frame-constraints">' + frame(v.constraints) +
              '</td></tr><tr><td></td><td>class</td><td>' + text(v.agreement) + (v.reason ? ' — ' + text(v.reason) : '') +
              '</td></tr>';
          }
          const first = data.panels[0] || {};
          const probes = (first.probes || {})[id] || [];
          const holds = (first.holds || {})[id] || [];
          const lines = (holds.length ? holds.map((h) => 'constraint engine, ' + first.device + ': ' + h) : (data.details[id] || []))
            .concat(probes.map((p) => 'stack engine, ' + first.device + ': ' + p))
            .map((l) => '<li>' + text(l) + '</li>').join('');
          $('details').innerHTML = '<h3 id="selected-view">' + text(id) + '</h3><table><tr><th>size</th><th>engine</th>' +
            '<th>x, y, width, height</th></tr>' + rows + '</table><ul>' + (lines || '<li>no modifiers or constraints</li>') + '</ul>';
        }
        $('panels').addEventListener('click', (event) => {
          const target = event.target.closest('[data-view]');
          if (target) select(target.dataset.view);
        });
        for (const id of ['file', 'type', 'mode', 'free']) $(id).addEventListener('change', () => {
          $('canvas').hidden = !$('free').checked;
          refresh();
        });
        document.querySelectorAll('.device').forEach((b) => b.addEventListener('change', refresh));
        new ResizeObserver(() => {
          const c = $('canvas');
          $('canvas-size').textContent = Math.round(c.clientWidth) + '×' + Math.round(c.clientHeight);
          if ($('free').checked) refresh();
        }).observe($('canvas'));
        function listen() {
          const events = new EventSource('/events?since=' + state.version);
          events.addEventListener('version', (e) => { if (Number(e.data) !== state.version) refresh(); });
        }
        refresh().then(listen);
        """#
}
