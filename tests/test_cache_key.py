"""The key of a cached per-file summary is a fingerprint of the code that produces it (the
summarizer and every rule it runs), so a changed rule matcher is never served an old summary."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

from compilelint import index
from compilelint.index import cache as index_cache, summarize as index_summarize

SRC = "def f(x):\n    if x.data_ptr() % 16 == 0:\n        return x + 1\n    return x\n"


def _hits(summary: dict) -> list:
    return [h[0] for fn in summary["functions"].values() for h in fn["hits"]]


def test_a_warm_entry_made_under_one_fingerprint_is_not_used_under_another(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPILELINT_CACHE_DIR", str(tmp_path / "cache"))
    path = str(tmp_path / "m.py")
    Path(path).write_text(SRC)
    cache = index.Cache()
    fresh = index.index_files([path], cache, jobs=1)[path]
    cache.save()
    assert _hits(fresh) == ["CL203"] and (cache.hits, cache.misses) == (0, 1)
    # an entry as an older summarizer might have left it, under the current fingerprint
    key = index.Cache().file_key(path)[0]
    index.Cache().put(key, {**fresh, "functions": {}})
    warm = index.Cache()
    assert _hits(index.index_files([path], warm, jobs=1)[path]) == []  # served from the cache
    assert (warm.hits, warm.misses) == (1, 0)
    # the same file, the same stat map, another fingerprint: a miss, summarized afresh
    monkeypatch.setattr(index_cache, "summary_fingerprint", lambda: "some-other-code")
    other = index.Cache()
    assert other.file_key(path)[0] != key
    assert _hits(index.index_files([path], other, jobs=1)[path]) == ["CL203"]
    assert (other.hits, other.misses) == (0, 1)


def test_the_fingerprint_covers_the_summarizer_and_every_syntactic_rule():
    files = index.code_files([index_summarize.__name__] + sorted({r.__module__ for r in index.SYNTAX_RULES}))
    assert files["compilelint.index.summarize"] == index_summarize.__file__
    for rule in index.SYNTAX_RULES:
        assert files[rule.__module__] == sys.modules[rule.__module__].__file__
    assert "compilelint.rules.base" in files  # imported by the rules, not named by any of them
    assert "compilelint.scan" not in files and "compilelint.cli" not in files  # later stages
    assert index.summary_fingerprint() == index.summary_fingerprint()


def test_the_fingerprint_follows_imports_and_data_files(tmp_path, monkeypatch):
    pkg = tmp_path / "fpkgq"
    (pkg / "data").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("import os\n\ndef f():\n    from .b import g\n    return g()\n")
    (pkg / "b.py").write_text("from fpkgq import (\n    c,\n)\n\ndef g():\n    return 1\n")
    (pkg / "c.py").write_text("X = 1\n")
    (pkg / "unrelated.py").write_text("Y = 1\n")
    (pkg / "data" / "table.json").write_text("{}")
    monkeypatch.syspath_prepend(str(tmp_path))
    assert set(index.code_files(["fpkgq.a"], prefix="fpkgq")) == {"fpkgq", "fpkgq.a", "fpkgq.b", "fpkgq.c"}
    fp = lambda: index.fingerprint(["fpkgq.a"], prefix="fpkgq")  # noqa: E731
    first = fp()
    (pkg / "unrelated.py").write_text("Y = 2\n")
    assert fp() == first
    (pkg / "c.py").write_text("X = 2\n")  # imported through a lazy import, then a parenthesized one
    second = fp()
    assert second != first
    (pkg / "data" / "table.json").write_text('{"k": 1}')
    assert fp() != second


def test_a_warm_scan_sees_a_changed_rule_matcher(tmp_path):
    """End to end, with a copy of compilelint: scan (cold, then warm), change one syntactic rule's
    matcher in the copy's source, scan warm again - the finding goes, with no version bumped."""
    import compilelint
    import compilelint.fixers
    import compilelint.rules

    site = tmp_path / "site"
    pkg = site / "compilelint"
    shutil.copytree(Path(compilelint.__file__).parent, pkg, ignore=shutil.ignore_patterns("__pycache__"),
                    symlinks=False)
    for sub in (compilelint.rules, compilelint.fixers):  # packages mapped from rules/ and fixers/
        dest = pkg / sub.__name__.rpartition(".")[2]
        if not dest.exists():
            shutil.copytree(Path(sub.__file__).parent, dest, ignore=shutil.ignore_patterns("__pycache__"))
    proj = tmp_path / "proj"
    proj.mkdir()
    (proj / "m.py").write_text(textwrap.dedent('''
        import torch

        @torch.compile(fullgraph=True)
        def f(x):
            if x.data_ptr() % 16 == 0:
                return x + 1
            return x
        ''').lstrip())
    env = dict(os.environ, PYTHONPATH=str(site), COMPILELINT_CACHE_DIR=str(tmp_path / "cache"))

    def rules():
        p = subprocess.run([sys.executable, "-m", "compilelint", "scan", "proj", "--format", "json", "-j", "1",
                            "--isolated"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
        assert p.returncode in (0, 1), p.stderr
        doc = json.loads(p.stdout)
        return [f["rule"] for f in doc["findings"]], doc["summary"]["cache_hits"]

    where = subprocess.run([sys.executable, "-c", "import compilelint.rules as r; print(r.__file__)"],
                           cwd=tmp_path, env=env, capture_output=True, text=True).stdout.strip()
    assert where == str(pkg / "rules" / "__init__.py")  # the copy is the one that runs
    assert rules()[0] == ["CL203"]
    assert rules() == (["CL203"], 1)  # warm
    init = pkg / "rules" / "__init__.py"
    init.write_text(init.read_text() + textwrap.dedent('''

        for _r in all_rules():  # the CL203 matcher, changed: it matches nothing any more
            if _r.code == "CL203":
                _r.check_function = classmethod(lambda cls, fn, ctx: [])
        '''))
    assert rules()[0] == []
