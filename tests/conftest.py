import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TARGETS = ROOT / ".targets"


@pytest.fixture(autouse=True, scope="session")
def _isolated_cache(tmp_path_factory):
    """Every test session gets its own index cache; the user's cache is never touched."""
    d = tmp_path_factory.mktemp("compilelint-cache")
    old = os.environ.get("COMPILELINT_CACHE_DIR")
    os.environ["COMPILELINT_CACHE_DIR"] = str(d)
    yield d
    if old is None:
        os.environ.pop("COMPILELINT_CACHE_DIR", None)
    else:
        os.environ["COMPILELINT_CACHE_DIR"] = old


def target_dir(name: str) -> Path:
    """A fetched real release (tests/fetch_targets.py); skip with the reason when absent."""
    d = TARGETS / name
    if not d.is_dir():
        pytest.skip(f"{d} missing: run `python tests/fetch_targets.py` (needs PyPI)")
    return d


def run_cli(*args, cwd=None, env=None, timeout=600):
    e = dict(os.environ)
    if env:
        e.update(env)
    return subprocess.run([sys.executable, "-m", "compilelint", *map(str, args)], cwd=cwd, env=e,
                          capture_output=True, text=True, timeout=timeout)
