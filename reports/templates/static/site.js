/* The report's script: draws the embedded Plotly figures, sorts tables, filters the sets page.
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
    }
    form.addEventListener("change", apply);
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    apply();
  }

  Array.prototype.forEach.call(document.querySelectorAll("table.sortable"), makeSortable);
  setupFilters();
  drawCharts();
}());
