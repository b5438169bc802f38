"""Runs inside Pyodide (see tools/micropip_lock.mjs): micropip resolves a wheel set and freezes it.

``resolve(job)`` takes a JSON job — ``micropip`` (the micropip wheel, put on ``sys.path`` as a zip),
``wheels`` (paths of the candidate wheels in Pyodide's file system) and ``requires`` (the root requirements,
e.g. ``["pydantic==2.14.3"]``) — and returns a JSON answer:

- ``{"ok": true, "lock": …}``: ``micropip.freeze()`` after micropip installed every candidate wheel with its
  dependencies (``emfs:`` URLs, no package index, no Pyodide package: the runtime was loaded with a lock file
  that lists none) and found the root requirements satisfied;
- ``{"ok": false, "missing": [requirement, …], "required_by": {requirement: [package, …]}, "error": text}``:
  requirements that no candidate wheel meets (micropip would have had to fetch them);
- ``{"ok": false, "error": text}``: micropip refused the set (a wheel built for another platform, ABI or
  Python; a version that does not meet a requirement), the text naming the wheel or the requirement.

Nothing is fetched: micropip is given no index URL, and the runtime's lock file has no packages.
"""

import json
import re
import sys
import zipfile
from pathlib import Path

QUOTED = re.compile(r"'([^']+)'")
CONFLICT = re.compile(r"Requested '(?P<requirement>[^']+)', but (?P<name>\S+)==(?P<version>\S+) is already installed")


def _requires_dist(wheel: Path) -> list[str]:
    """The ``Requires-Dist`` lines of a wheel's METADATA."""
    with zipfile.ZipFile(wheel) as archive:
        name = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        text = archive.read(name).decode()
    head = text.partition("\n\n")[0]
    return [line.split(":", 1)[1].strip() for line in head.splitlines() if line.startswith("Requires-Dist:")]


def _required_by(missing: list[str], wheels: list[Path]) -> dict[str, list[str]]:
    from micropip._vendored.packaging.src.packaging.requirements import Requirement
    from micropip._vendored.packaging.src.packaging.utils import canonicalize_name, parse_wheel_filename

    found: dict[str, list[str]] = {}
    for requirement in missing:
        wanted = canonicalize_name(Requirement(requirement).name)
        for wheel in wheels:
            for line in _requires_dist(wheel):
                if canonicalize_name(Requirement(line).name) == wanted:
                    name, version, _, _ = parse_wheel_filename(wheel.name)
                    found.setdefault(requirement, []).append(f"{name} {version}")
    return found


async def resolve(job_text: str) -> str:
    job = json.loads(job_text)
    sys.path.insert(0, job["micropip"])
    import micropip
    from micropip._utils import check_compatible

    wheels = [Path(p) for p in job["wheels"]]
    for wheel in wheels:
        try:
            check_compatible(wheel.name)
        except ValueError as exc:
            return json.dumps({"ok": False, "error": f"{wheel.name}: {exc}"})
    try:
        await micropip.install([f"emfs:{w}" for w in wheels], index_urls=[], deps=True, keep_going=True)
    except ValueError as exc:
        message = str(exc)
        if message.startswith("Can't find a pure Python 3 wheel for:"):
            first_line = message.splitlines()[0]
            missing = QUOTED.findall(first_line.partition(" for: ")[2])
            return json.dumps({"ok": False, "missing": missing, "required_by": _required_by(missing, wheels),
                               "error": first_line})
        conflict = CONFLICT.search(message)
        if conflict:  # micropip goes on to suggest reinstall=True, which is no advice for a lock
            requirement = conflict["requirement"]
            by = ", ".join(sorted(set(_required_by([requirement], wheels).get(requirement, []))))
            return json.dumps({"ok": False, "error": f"{conflict['name']} {conflict['version']} in the set does "
                               f"not meet {requirement} (required by {by or 'the root requirements'})"})
        return json.dumps({"ok": False, "error": message})
    try:
        await micropip.install(job["requires"], index_urls=[], deps=False)
    except ValueError as exc:
        return json.dumps({"ok": False, "error": str(exc).splitlines()[0]})
    return json.dumps({"ok": True, "lock": json.loads(micropip.freeze())})
