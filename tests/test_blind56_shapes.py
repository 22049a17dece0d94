"""Error handling, caches and warnings plumbing the way blind56's packages write them:

* ``warnings.filterwarnings("ignore", ...)`` inside ``with warnings.catch_warnings():`` in a
  dequantizer (s1036; measured failing, as is ``warnings.simplefilter``); the twin's dequantizer has
  no filter call;
* ``hash((parent, tuple(token_ids), extra))`` in a prefix-cache helper handed
  ``ids[i:j].tolist()`` (s1043; a hash of numbers read from a tensor is a data-dependent
  UserError); the twin hands it the block's Python bounds;
* ``raise UnsupportedHeadDimError(...)`` of an exception class whose ``__init__`` calls
  ``super().__init__(message)``, caught by the caller to fall back (s1031; measured
  ``construct:exception-super-init``): a raise of a class the program catches is a path that
  returns, not one the scan may drop; the twin's exception has no ``__init__`` of its own
  (``construct:exception-plain`` compiles).

Each breaking root has a clean twin; dynamo's verdict on the same package."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb56/__init__.py": "",
    "clb56/errors.py": """
        class BackendError(RuntimeError):
            pass


        class HeadDimError(BackendError):
            def __init__(self, name, head_dim):
                self.head_dim = head_dim
                super().__init__(f"{name} does not support head_dim={head_dim}")


        class PlainHeadDimError(BackendError):
            pass
        """,
    "clb56/m.py": """
        import contextlib
        import warnings

        import torch

        from .errors import BackendError, HeadDimError, PlainHeadDimError


        def dequant_filtered(x):
            with warnings.catch_warnings():
                warnings.filterwarnings("ignore", category=UserWarning)
                return x.float() * 0.5


        def dequant_plain(x):
            with contextlib.nullcontext():
                return x.float() * 0.5


        def block_hash(parent, token_ids, extra=None):
            ids = tuple(token_ids)
            return hash((parent, ids, extra))


        def hash_ids(x):
            h = block_hash(None, x[:2].long().tolist())
            return x + (h % 2)


        def hash_bounds(x):
            h = block_hash(None, [0, x.shape[0]])
            return x + (h % 2)


        def check(x):
            if x.shape[-1] not in (3, 5):
                raise HeadDimError("triton", x.shape[-1])


        def check_plain(x):
            if x.shape[-1] not in (3, 5):
                raise PlainHeadDimError("triton")


        def attend(x):
            try:
                check(x)
            except BackendError:
                return x * 2
            return x


        def attend_plain(x):
            try:
                check_plain(x)
            except BackendError:
                return x * 2
            return x


        dequant_filtered_c = torch.compile(dequant_filtered, fullgraph=True)
        dequant_plain_c = torch.compile(dequant_plain, fullgraph=True)
        hash_ids_c = torch.compile(hash_ids, fullgraph=True)
        hash_bounds_c = torch.compile(hash_bounds, fullgraph=True)
        attend_c = torch.compile(attend, fullgraph=True)
        attend_plain_c = torch.compile(attend_plain, fullgraph=True)
        """,
}
FUNCS = ("dequant_filtered", "dequant_plain", "hash_ids", "hash_bounds", "attend", "attend_plain")
BREAKING = {"dequant_filtered", "hash_ids", "attend"}


def test_error_handling_caches_and_warnings(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb56")], no_cache=True, jobs=1)
    errors = [f for f in res.findings if f.severity == "error"]
    assert {f.root for f in errors} == {f"clb56.m.{n}" for n in BREAKING}, sorted(
        (f.root, f.rule, f.line, tuple(f.chain)) for f in res.findings)
    sup = [f for f in errors if f.root == "clb56.m.attend"]
    assert sup and all(f.gb_type == "Attempted to call a super() attribute that is not a function or method"
                       and f.path.endswith("errors.py") for f in sup), sup


def test_dynamo_agrees_on_the_twins(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb56.m")
    x = torch.ones(2, 4)
    verdicts = {n: _breaks(torch, getattr(m, n + "_c")._torchdynamo_orig_callable, x) for n in FUNCS}
    assert {n for n, b in verdicts.items() if b} == BREAKING, verdicts
