"""Build-time tools (never copied into dist/): byte-compiling with Pyodide, locking the wheel set with micropip."""
