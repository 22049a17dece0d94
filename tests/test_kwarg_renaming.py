"""Keyword-renaming wrappers (``if old in kwargs: warnings.warn(...)``): the warning runs only
for a call that writes the old keyword. The test ``X in kwargs`` on the wrapper's ``**kwargs`` is
decided by the keyword names the program's calls write, for ``X`` a literal, a loop variable over
the keys of a module-level dict literal (``for old, new in _RENAMED.items()``, blind17's k037) or
a parameter of the decorator factory every use gives a literal (``@deprecate_kwarg("layer_past",
...)``): no call writes any of them -> dead; one does -> undecided (reported). Dynamo agrees."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make


def _files(pkg: str, keyword: str) -> dict:
    return {
        f"{pkg}/__init__.py": "",
        f"{pkg}/compat.py": """
            import functools
            import warnings

            _RENAMED = {"attn_mask_value": "mask_fill"}


            def renamed_kwargs(fn):
                @functools.wraps(fn)
                def wrapper(*args, **kwargs):
                    for old, new in _RENAMED.items():
                        if old in kwargs:
                            warnings.warn(f"'{old}' is deprecated, use '{new}'", DeprecationWarning)
                            kwargs[new] = kwargs.pop(old)
                    return fn(*args, **kwargs)

                return wrapper


            def deprecate_kwarg(old_name, new_name):
                def deco(fn):
                    @functools.wraps(fn)
                    def wrapped(*args, **kwargs):
                        if old_name in kwargs:
                            warnings.warn(f"{old_name} is deprecated", FutureWarning)
                            kwargs[new_name] = kwargs.pop(old_name)
                        return fn(*args, **kwargs)

                    return wrapped

                return deco
            """,
        f"{pkg}/ops.py": f"""
            import torch

            from {pkg}.compat import deprecate_kwarg, renamed_kwargs


            @renamed_kwargs
            def masked(x, mask_fill=0.0):
                return torch.where(x > 0, x, torch.full_like(x, mask_fill))


            @deprecate_kwarg("scale_old", "scale")
            def scaled(x, scale=1.0):
                return x * scale


            def step(x):
                return scaled(masked(x, {keyword}=-1.0), {"scale_old" if keyword != "mask_fill" else "scale"}=2.0)


            compiled = torch.compile(step, fullgraph=True)
            """,
    }


def test_a_renamed_keyword_no_call_writes_is_dead(tmp_path):
    make(tmp_path, _files("clkw_new", "mask_fill"))
    assert scan([str(tmp_path / "clkw_new")], no_cache=True).findings == []
    make(tmp_path, _files("clkw_old", "attn_mask_value"))
    got = sorted((f.rule, f.function.rsplit(".", 1)[-1]) for f in scan([str(tmp_path / "clkw_old")], no_cache=True).findings)
    assert got == [("CL106", "wrapped"), ("CL106", "wrapper")], got


def test_dynamo_agrees(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, _files("clkw_new2", "mask_fill"))
    make(tmp_path, _files("clkw_old2", "attn_mask_value"))
    assert _breaks(torch, _import_from(tmp_path, "clkw_new2.ops").step, torch.randn(4)) is False
    assert _breaks(torch, _import_from(tmp_path, "clkw_old2.ops").step, torch.randn(4)) is True
