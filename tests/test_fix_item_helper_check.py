"""A data-dependent check on a number a module helper reads from a tensor (``n = count(ids, t)``
where ``count`` returns ``(ids == t).sum().item()``, then ``if n != m: raise ValueError``, blind40
s386): the helper is not rewritten, so ``n`` is a number at run time and the check becomes
``torch._check(n == m, ...)`` (``torch._assert_async`` on it failed inside dynamo: ``logical_not``
of a SymBool). The fixed root compiles under fullgraph, equals eager, and still raises on a
mismatch; a second run changes nothing."""
from __future__ import annotations

import textwrap

import pytest
from typer.testing import CliRunner

from compilelint.cli import app
from test_deployment_values import _import_from

runner = CliRunner()

MODEL = '''
import torch


def count_placeholders(input_ids: torch.Tensor, token_id: int) -> int:
    return (input_ids == token_id).sum().item()


@torch.compile(fullgraph=True)
def scatter(embeds, input_ids, feats):
    n_tokens = count_placeholders(input_ids, 7)
    n_feats = feats.shape[0]
    if n_tokens != n_feats:
        raise ValueError(f"tokens {n_tokens} != features {n_feats}")
    mask = (input_ids == 7).unsqueeze(-1).expand_as(embeds)
    return embeds.masked_scatter(mask, feats)
'''


def _make(tmp_path, name):
    pkg = tmp_path / name
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "m.py").write_text(textwrap.dedent(MODEL))
    return pkg


def test_the_check_on_a_helper_number_becomes_torch_check(tmp_path):
    pkg = _make(tmp_path, "clitem_a")
    r = runner.invoke(app, ["fix", str(pkg), "--apply", "--unsafe-fixes"])
    assert r.exit_code == 0, r.output
    m = (pkg / "m.py").read_text()
    assert "torch._check(n_tokens == n_feats, lambda:" in m, m
    assert "_assert_async" not in m, m
    again = runner.invoke(app, ["fix", str(pkg), "--unsafe-fixes"])
    assert "+++" not in again.output, again.output


def test_the_fixed_root_compiles_agrees_and_still_checks(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    pkg = _make(tmp_path, "clitem_b")
    before = _import_from(tmp_path, "clitem_b.m", fresh=True)
    embeds, ids, feats = torch.zeros(4, 3), torch.tensor([7, 1, 7, 2]), torch.ones(2, 3)
    want = before.scatter._torchdynamo_orig_callable(embeds, ids, feats)
    torch._dynamo.reset()
    with pytest.raises(Exception):
        before.scatter(embeds, ids, feats)
    r = runner.invoke(app, ["fix", str(pkg), "--apply", "--unsafe-fixes"])
    assert r.exit_code == 0, r.output
    after = _import_from(tmp_path, "clitem_b.m", fresh=True)
    torch._dynamo.reset()
    try:
        assert torch.equal(after.scatter(embeds, ids, feats), want)
        torch._dynamo.reset()
        with pytest.raises(Exception):
            after.scatter(embeds, torch.tensor([7, 7, 7, 2]), feats)  # three placeholders, two features
    finally:
        torch._dynamo.reset()
