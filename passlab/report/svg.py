"""A small SVG writer for the report's drawings: shapes with classes, tooltips and data attributes.

Every drawing (partitions, memory map, barrier sequence) is laid out in Python by hand-sized
rules, not by a layout engine: the figures are small (a few partitions, tens of buffers) and a
fixed layout is what makes them comparable between stages and testable without a browser.
"""

from __future__ import annotations

from passlab.report.page import esc


def _attrs(attrs: dict) -> str:
    out = []
    for key, value in attrs.items():
        if value is None or value is False:
            continue
        name = key.rstrip("_").replace("_", "-")
        out.append(f' {name}="{esc(value)}"')
    return "".join(out)


class Svg:
    """Collects elements; ``render()`` wraps them in an ``<svg>`` sized to what was drawn."""

    def __init__(self, cls: str = "", **attrs):
        self.cls = cls
        self.attrs = attrs
        self.parts: list[str] = []
        self.width = 0.0
        self.height = 0.0

    def _grow(self, x: float, y: float) -> None:
        self.width = max(self.width, x)
        self.height = max(self.height, y)

    def rect(self, x, y, w, h, cls="", title=None, rx=None, **attrs) -> None:
        self._grow(x + w, y + h)
        tip = f"<title>{esc(title)}</title>" if title else ""
        self.parts.append(f'<rect x="{x:g}" y="{y:g}" width="{max(w, 0):g}" height="{max(h, 0):g}"'
                          f'{_attrs({"class": cls, "rx": rx, **attrs})}>{tip}</rect>')

    def text(self, x, y, content, cls="", anchor=None, title=None, **attrs) -> None:
        self._grow(x, y)
        tip = f"<title>{esc(title)}</title>" if title else ""
        self.parts.append(f'<text x="{x:g}" y="{y:g}"{_attrs({"class": cls, "text_anchor": anchor, **attrs})}>'
                          f'{tip}{esc(content)}</text>')

    def line(self, x1, y1, x2, y2, cls="", arrow=False, title=None, **attrs) -> None:
        self._grow(max(x1, x2), max(y1, y2))
        tip = f"<title>{esc(title)}</title>" if title else ""
        marker = "url(#arrow)" if arrow else None
        self.parts.append(f'<line x1="{x1:g}" y1="{y1:g}" x2="{x2:g}" y2="{y2:g}"'
                          f'{_attrs({"class": cls, "marker_end": marker, **attrs})}>{tip}</line>')

    def path(self, d: str, cls="", arrow=False, title=None, **attrs) -> None:
        tip = f"<title>{esc(title)}</title>" if title else ""
        marker = "url(#arrow)" if arrow else None
        self.parts.append(f'<path d="{esc(d)}"{_attrs({"class": cls, "marker_end": marker, **attrs})}>{tip}</path>')

    def open_group(self, cls="", title=None, **attrs) -> None:
        tip = f"<title>{esc(title)}</title>" if title else ""
        self.parts.append(f'<g{_attrs({"class": cls, **attrs})}>{tip}')

    def close_group(self) -> None:
        self.parts.append("</g>")

    def render(self, pad: float = 8) -> str:
        w, h = self.width + pad, self.height + pad
        defs = ('<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" '
                'orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" class="arrowhead"/></marker></defs>')
        return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:g}" height="{h:g}" viewBox="0 0 {w:g} {h:g}"'
                f'{_attrs({"class": self.cls, **self.attrs})}>{defs}{"".join(self.parts)}</svg>')
