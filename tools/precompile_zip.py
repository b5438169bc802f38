"""Runs inside Pyodide (see tools/precompile.mjs): rewrite zip archives with every ``.py`` compiled to ``.pyc``.

Each module becomes a sourceless ``name.pyc`` in place of ``name.py`` (found by zipimport and by the
``SourcelessFileLoader`` in an unpacked wheel), as an unchecked hash-based pyc, so the bytes depend only on
the source. Docstrings are left out (``__doc__`` is None, as under ``python -OO``) to keep the download
small, and so are the column ranges of each instruction (the interpreter runs with ``PYTHONNODEBUGRANGES``:
tracebacks keep their line numbers and lose only the ``^^^`` marks; about a fifth less bytecode to download).
Asserts stay, because pydantic turns an ``AssertionError`` in a validator into a validation error.
Files matching a job's ``keep_source`` prefixes, and every ``__main__.py``, stay source. Other files are
copied. A wheel's RECORD is rewritten to list what it now holds.
"""

import ast
import base64
import hashlib
import importlib.util
import json
import sys
import zipfile

HOST = "/host"
STAMP = (2020, 1, 1, 0, 0, 0)


DOCUMENTED = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def without_docstrings(tree: ast.Module) -> ast.Module:
    for node in ast.walk(tree):
        if isinstance(node, DOCUMENTED) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                    and isinstance(first.value.value, str):
                node.body = node.body[1:] or [ast.copy_location(ast.Pass(), first)]
    return tree


def pyc(source: bytes, filename: str) -> bytes:
    tree = without_docstrings(ast.parse(source, filename))
    code = compile(tree, filename, "exec", dont_inherit=True)
    if any(column is not None for _, _, column, _ in code.co_positions()):
        # precompile.mjs starts Python with PYTHONNODEBUGRANGES: line numbers only, no column ranges
        raise SystemExit("precompile: the interpreter records column ranges (PYTHONNODEBUGRANGES was not applied)")
    from importlib._bootstrap_external import _code_to_hash_pyc

    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))


def record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def rewrite(src: str, dst: str, prefix: str, keep_source: tuple[str, ...]) -> None:
    entries: list[tuple[str, bytes]] = []
    record = None
    with zipfile.ZipFile(HOST + src) as archive:
        for info in archive.infolist():
            if info.is_dir():
                continue
            data = archive.read(info)
            name = info.filename
            if name.endswith(".dist-info/RECORD"):
                record = name
                continue
            if name.endswith(".py") and not name.startswith(keep_source) and not name.endswith("__main__.py"):
                entries.append((name[:-3] + ".pyc", pyc(data, prefix + name)))
            else:
                entries.append((name, data))
    if record is not None:
        lines = [record_line(n, d) for n, d in entries] + [f"{record},,"]
        entries.append((record, ("\n".join(lines) + "\n").encode()))
    # The stdlib zip ships and is read by zipimport, which only inflates. A wheel is only a step on the way:
    # build.py (CPython, which may not read Zstandard) packs its files into the gzipped site pack, so it is
    # stored uncompressed.
    method, level = (zipfile.ZIP_STORED, None) if src.endswith(".whl") else (zipfile.ZIP_DEFLATED, 9)
    with zipfile.ZipFile(HOST + dst, "w") as out:
        for name, data in entries:
            out.writestr(zipfile.ZipInfo(name, STAMP), data, method, compresslevel=level)


def main(jobs_file: str) -> None:
    with open(HOST + jobs_file) as handle:
        jobs = json.load(handle)
    for job in jobs:
        rewrite(job["src"], job["dst"], job["prefix"], tuple(job["keep_source"]))
        print(f"precompiled {job['dst']} (Python {sys.version.split()[0]})")


def magics(archives_json: str) -> str:
    """``{archive: [distinct magic numbers of its .pyc files, as hex]}`` (used by tests/test_build.py:
    only this Python reads the Zstandard entries of a release wheel)."""
    found = {}
    for path in json.loads(archives_json):
        with zipfile.ZipFile(HOST + path) as archive:
            found[path] = sorted({archive.read(n)[:4].hex() for n in archive.namelist() if n.endswith(".pyc")})
    return json.dumps(found)
