"""Open a report in a real headless Chromium: what the tests, the load benchmark and the README's
screenshots see.

The browser is Debian's ``chromium`` package (or ``$PASSLAB_CHROMIUM``), driven by Playwright's
Python package; Playwright's own browser download is never used (it fetches a build from outside
the package registries). Every console error, uncaught exception and network request of the page
is recorded, so a test can assert there were none.
"""

from __future__ import annotations

import os
import shutil
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
ENV = "PASSLAB_CHROMIUM"


class BrowserUnavailable(RuntimeError):
    """No Chromium or no Playwright here; the message says how to get them."""


def find_chromium() -> str | None:
    given = os.environ.get(ENV)
    if given:
        return given if Path(given).is_file() else None
    return next((path for name in BROWSERS if (path := shutil.which(name))), None)


def unavailable_reason() -> str | None:
    """Why reports cannot be opened here, or None."""
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Playwright is not installed: pip install -e '.[dev]'"
    if not find_chromium():
        return f"no Chromium: apt-get install chromium (or set {ENV} to a Chromium binary)"
    return None


@dataclass
class OpenedReport:
    """A loaded report page and what it did while loading and since."""

    page: object                                   # playwright Page
    console_errors: list[str] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)   # URLs other than the report file itself
    load_seconds: float = 0.0

    def tab(self, key: str):
        """Show a view (``timeline``, ``memory``, ...) as a click on its tab would."""
        self.page.click(f'nav a[data-tab="{key}"]')
        return self.page.locator(f"section#{key}")


@contextmanager
def browser(width: int = 1440, height: int = 900):
    """A headless Chromium context; raises BrowserUnavailable when there is none."""
    reason = unavailable_reason()
    if reason:
        raise BrowserUnavailable(reason)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver:
        chrome = driver.chromium.launch(executable_path=find_chromium(), args=["--no-sandbox"])
        try:
            context = chrome.new_context(viewport={"width": width, "height": height}, device_scale_factor=1)
            yield context
        finally:
            chrome.close()


def open_in(context, path: Path, timeout_ms: int = 30000) -> OpenedReport:
    """Load ``path`` in a new page of ``context`` and wait for the report's script to finish setting up
    (it sets ``document.body.dataset.ready``)."""
    page = context.new_page()
    opened = OpenedReport(page)
    own = Path(path).resolve().as_uri()
    page.on("console", lambda msg: opened.console_errors.append(msg.text) if msg.type == "error" else None)
    page.on("pageerror", lambda exc: opened.console_errors.append(f"uncaught: {exc}"))
    page.on("request", lambda req: opened.requests.append(req.url) if req.url != own else None)
    start = time.perf_counter()
    page.goto(own, wait_until="load", timeout=timeout_ms)
    page.wait_for_function("document.body && document.body.dataset.ready === '1'", timeout=timeout_ms)
    opened.load_seconds = time.perf_counter() - start
    return opened


@contextmanager
def open_report(path: Path, width: int = 1440, height: int = 900):
    """``with open_report(path) as report:`` a loaded report in a fresh headless browser."""
    with browser(width, height) as context:
        yield open_in(context, path)
