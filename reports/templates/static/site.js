/* The report's script: draws the embedded Plotly figures, sorts tables, filters the sets and
   cards pages, and offers every table as a CSV download (a data: link, so it works offline).
   Plain JavaScript, no framework, nothing fetched: the site works from disk. */
(function () {
  "use strict";

  function drawCharts() {
    var boxes = document.querySelectorAll(".chart[data-figure]");
    if (!boxes.length) { return; }
    if (typeof window.Plotly === "undefined") {
      window.console.error("assets/plotly.min.js did not load: " + boxes.length + " chart(s) not drawn");
      return;
    }
    Array.prototype.forEach.call(boxes, function (box) {
      var source = document.getElementById(box.getAttribute("data-figure"));
      if (!source) { return; }
      var figure = JSON.parse(source.textContent);
      window.Plotly.newPlot(box, figure.data, figure.layout, {
        displayModeBar: false, responsive: true
      });
    });
  }

  function cellValue(row, index) {
    var cell = row.cells[index];
    if (!cell) { return ""; }
    var sort = cell.getAttribute("data-sort");
    return sort !== null ? sort : cell.textContent.trim();
  }

  function compare(a, b) {
    var x = parseFloat(a), y = parseFloat(b);
    var numeric = /^-?[\d.,]+$/;
    if (!isNaN(x) && !isNaN(y) && numeric.test(a.replace(/[ %]/g, "")) && numeric.test(b.replace(/[ %]/g, ""))) {
      return x - y;
    }
    return a.localeCompare(b, undefined, { numeric: true, sensitivity: "base" });
  }

  function makeSortable(table) {
    var headers = table.tHead ? table.tHead.rows[0].cells : [];
    Array.prototype.forEach.call(headers, function (th, index) {
      th.setAttribute("tabindex", "0");
      function sort() {
        var ascending = th.getAttribute("aria-sort") !== "ascending";
        Array.prototype.forEach.call(headers, function (other) { other.removeAttribute("aria-sort"); });
        th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
        var body = table.tBodies[0];
        var rows = Array.prototype.slice.call(body.rows);
        rows.sort(function (r1, r2) {
          var result = compare(cellValue(r1, index), cellValue(r2, index));
          return ascending ? result : -result;
        });
        rows.forEach(function (row) { body.appendChild(row); });
      }
      th.addEventListener("click", sort);
      th.addEventListener("keydown", function (event) {
        if (event.key === "Enter" || event.key === " ") { event.preventDefault(); sort(); }
      });
    });
  }

  function setupFilters() {
    var form = document.getElementById("set-filters");
    var table = document.getElementById("sets-table");
    if (!form || !table) { return; }
    var type = document.getElementById("filter-type");
    var era = document.getElementById("filter-era");
    var protectedOnly = document.getElementById("filter-protected");
    var count = document.getElementById("filter-count");
    function apply() {
      var shown = 0;
      Array.prototype.forEach.call(table.tBodies[0].rows, function (row) {
        var visible = (!type.value || row.getAttribute("data-set-type") === type.value) &&
          (!era.value || row.getAttribute("data-era") === era.value) &&
          (!protectedOnly.checked || row.getAttribute("data-protected") === "1");
        row.hidden = !visible;
        if (visible) { shown += 1; }
      });
      count.textContent = shown + " sets";
      updateDownloads();
    }
    form.addEventListener("change", apply);
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    apply();
  }

  function setupCardFilters() {
    var form = document.getElementById("card-filters");
    var table = document.getElementById("cards-table");
    if (!form || !table) { return; }
    var search = document.getElementById("filter-search");
    var selects = form.querySelectorAll("select[data-filter]");
    var count = document.getElementById("card-filter-count");
    // a filtered view can be linked: cards.html?formats=modern&colors=W&search=knight
    var params = new URLSearchParams(window.location.search);
    if (params.has("search")) { search.value = params.get("search"); }
    Array.prototype.forEach.call(selects, function (select) {
      var wanted = params.get(select.getAttribute("data-filter"));
      if (wanted !== null) { select.value = wanted; }
    });
    function apply() {
      var words = search.value.trim().toLowerCase().split(/\s+/).filter(Boolean);
      var shown = 0;
      Array.prototype.forEach.call(table.tBodies[0].rows, function (row) {
        var text = row.getAttribute("data-search") || "";
        var visible = words.every(function (w) { return text.indexOf(w) !== -1; });
        Array.prototype.forEach.call(selects, function (select) {
          // list attributes are space-padded (" W U "), so a value matches as a whole word
          var values = row.getAttribute("data-" + select.getAttribute("data-filter")) || "";
          if (select.value && values.indexOf(" " + select.value + " ") === -1) { visible = false; }
        });
        row.hidden = !visible;
        if (visible) { shown += 1; }
      });
      count.textContent = shown + " cards";
      updateDownloads();
    }
    form.addEventListener("change", apply);
    form.addEventListener("input", apply);
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    apply();
  }

  function csvField(text) {
    var value = text.replace(/\s+/g, " ").trim();
    return /[",\n]/.test(value) ? '"' + value.replace(/"/g, '""') + '"' : value;
  }

  function tableCsv(table) {
    var lines = [];
    Array.prototype.forEach.call(table.rows, function (row) {
      if (row.hidden) { return; }
      lines.push(Array.prototype.map.call(row.cells, function (cell) {
        return csvField(cell.textContent);
      }).join(","));
    });
    return lines.join("\r\n") + "\r\n";
  }

  var downloads = [];

  function updateDownloads() {
    downloads.forEach(function (pair) {
      pair[1].setAttribute("href", "data:text/csv;charset=utf-8," + encodeURIComponent(tableCsv(pair[0])));
    });
  }

  function addDownloads() {
    var page = (document.body.className.match(/page-(\S+)/) || [null, "table"])[1];
    var title = document.title.split(" · ")[0].toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
    Array.prototype.forEach.call(document.querySelectorAll("main table"), function (table, index) {
      var link = document.createElement("a");
      link.className = "csv-download";
      link.textContent = "Download CSV";
      link.setAttribute("download", (title || page) + (index ? "-" + (index + 1) : "") + ".csv");
      var wrap = table.closest(".table-wrap") || table;
      wrap.parentNode.insertBefore(link, wrap.nextSibling);
      downloads.push([table, link]);
    });
    updateDownloads();
  }

  Array.prototype.forEach.call(document.querySelectorAll("table.sortable"), makeSortable);
  addDownloads();
  setupFilters();
  setupCardFilters();
  drawCharts();
}());
