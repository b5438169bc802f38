"""Družina rules engine: dice, character sheets and the rules of Czech tabletop RPGs.

Pure Python; the same code runs in CPython (tests, terminal) and in Pyodide (the page).
"""

__all__ = ["__version__"]

__version__ = "0.1.0"
