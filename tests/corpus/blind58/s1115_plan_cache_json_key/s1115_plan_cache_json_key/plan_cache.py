import functools
import json
from typing import Any, NamedTuple

import torch


class KernelPlan(NamedTuple):
    rows_per_chunk: int
    accumulate_fp32: bool


_PLAN_CACHE: dict[str, KernelPlan] = {}


def make_plan_key(op_name: str, x: torch.Tensor, extra: dict[str, Any]) -> str:
    desc = {
        "op": op_name,
        "shape": [int(s) for s in x.shape],
        "dtype": str(x.dtype).removeprefix("torch."),
        **extra,
    }
    return json.dumps(desc, sort_keys=True, separators=(",", ":"))


def default_plan(x: torch.Tensor, max_rows: int = 2) -> KernelPlan:
    rows = x.shape[0]
    return KernelPlan(rows_per_chunk=min(rows, max_rows), accumulate_fp32=x.dtype != torch.float32)


def cached_plan(op_name: str):
    def decorator(forward_fn):
        @functools.wraps(forward_fn)
        def wrapper(self, x: torch.Tensor, *args, **kwargs):
            key = make_plan_key(op_name, x, self.plan_key_extra())
            plan = _PLAN_CACHE.get(key)
            if plan is None:
                plan = default_plan(x, self.max_rows_per_chunk)
                _PLAN_CACHE[key] = plan
            return forward_fn(self, x, *args, plan=plan, **kwargs)

        return wrapper

    return decorator


def clear_plan_cache() -> None:
    _PLAN_CACHE.clear()
