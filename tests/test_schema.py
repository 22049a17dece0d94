"""The typed summary schema (``compilelint.index.schema``) covers what the summarizer writes: every
key of a module summary, function record and class record produced on real code is declared, and
the kind constants are the strings on disk."""
from __future__ import annotations

from pathlib import Path

from compilelint.index import schema
from compilelint.index.summarize import summarize_source

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


def _sources():
    files = sorted((ROOT / "compilelint").rglob("*.py")) + sorted((HERE / "corpus" / "cases").rglob("*.py"))
    return [f for f in files if f.stat().st_size < 400_000]


def test_every_key_the_summarizer_writes_is_declared():
    mod_keys = set(schema.ModuleSummary.__annotations__)
    fn_keys = set(schema.FunctionRecord.__annotations__)
    cls_keys = set(schema.ClassRecord.__annotations__)
    seen_fn: set = set()
    for f in _sources():
        s = summarize_source(f.read_bytes(), str(f))
        assert set(s) <= mod_keys, (f, set(s) - mod_keys)
        for qual, info in s["functions"].items():
            assert set(info) <= fn_keys, (f, qual, set(info) - fn_keys)
            seen_fn |= set(info)
        for qual, info in s["classes"].items():
            assert set(info) <= cls_keys, (f, qual, set(info) - cls_keys)
    # the walk saw the common fields (the check above is not vacuous)
    assert {"sites", "cond", "ret", "ret_pos", "ret_at", "params", "locals"} <= seen_fn


def test_kind_constants_are_the_strings_on_disk():
    src = "class A:\n    pass\n\ndef make():\n    return A\n\ndef f():\n    a = make()\n    return a.x\n"
    s = summarize_source(src)
    assert s["functions"]["make"]["ret"][0][0] == schema.D_EXPR
    assert s["functions"]["f"]["locals"]["a"][0][0] == schema.D_CALL
    assert len(set(schema.TARGET_KINDS)) == len(schema.TARGET_KINDS)
    assert schema.T_FUNC == "func" and schema.T_EXT == "ext" and schema.T_INST == "inst"
