"""``--model-config config.json``: the served checkpoint's configuration is part of the deployment.
Its ``architectures`` name the only declared models an engine's runner builds (the others are left
out and counted), and its plain top-level values are pinned like ``--value`` (which overrides
them). A file that is missing, not JSON or not an object is a one-line usage error."""
from __future__ import annotations

import json

from typer.testing import CliRunner

from compilelint.cli import app
from compilelint.engine import Options, run
from test_declared_models import FILES
from test_scan_features import make

runner = CliRunner()

def _run(tmp_path, model_config=None, values=()):
    make(tmp_path, FILES)
    return run(Options(targets=[str(tmp_path / "clreg")], no_cache=True, model_config=model_config,
                       values=tuple(values))).result


def test_the_architectures_are_the_only_declared_models(tmp_path):
    cfg = tmp_path / "config.json"
    cfg.write_text(json.dumps({"architectures": ["QuietModel"], "hidden_size": 8, "rope_scaling": {"x": 1}}))
    r = _run(tmp_path, str(cfg))
    assert sorted(x.self_cls.rsplit(".", 1)[-1] for x in r.roots if x.kind == "forwards") == ["QuietModel"]
    assert r.findings == []  # TinyModel's printing block is not built for this checkpoint
    s = r.summary()
    assert s["roots_left_out"]["other architectures"] == 1
    assert "architectures=QuietModel" in s["profile"] and "hidden_size=8" in s["profile"]
    assert "rope_scaling" not in s["profile"]  # only plain values are pinned
    # without it both models are guessed and TinyModel's block prints
    r = _run(tmp_path / "plain")
    assert [(f.rule, f.chain[0].rsplit(".", 2)[-2]) for f in r.findings] == [("CL104", "TinyModel")]


def test_command_line_values_override_the_checkpoint(tmp_path):
    cfg = tmp_path / "config.json"
    cfg.write_text(json.dumps({"architectures": ["TinyModel"], "hidden_size": 8}))
    r = _run(tmp_path, str(cfg), values=["hidden_size=16"])
    assert "hidden_size=16" in r.summary()["profile"]
    assert [f.chain[0].rsplit(".", 2)[-2] for f in r.findings] == ["TinyModel"]


def test_bad_model_configs_are_one_line_errors(tmp_path):
    make(tmp_path, FILES)
    bad = tmp_path / "bad.json"
    bad.write_text('{"architectures": [')
    arr = tmp_path / "list.json"
    arr.write_text("[1, 2]")
    for path, what in ((bad, "not JSON"), (arr, "not a JSON object"), (tmp_path / "missing.json", "No such file")):
        res = runner.invoke(app, ["scan", str(tmp_path / "clreg"), "--no-cache", "--model-config", str(path)])
        assert res.exit_code == 2, res.output
        lines = [x for x in res.output.splitlines() if x.strip()]
        assert len(lines) == 1 and "--model-config" in lines[0] and what in lines[0], res.output
