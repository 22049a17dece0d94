import hashlib
import json
import os

import torch


def dtype_tag(dtype: torch.dtype) -> str:
    return str(dtype).removeprefix("torch.")


class ShapeKey:
    """In-process key for per-shape launch plans."""

    sep = "|"

    @staticmethod
    def make(op_name: str, x: torch.Tensor, extra: tuple = ()) -> str:
        parts = [op_name, "x".join(map(str, x.shape)), dtype_tag(x.dtype)]
        parts.extend(str(e) for e in extra)
        return ShapeKey.sep.join(parts)


class DiskCacheKey:
    """Stable key for tuning results persisted between runs."""

    cache_dir = os.path.expanduser("~/.cache/s1120_tuning")

    @staticmethod
    def make(op_name: str, x: torch.Tensor, extra: tuple = ()) -> str:
        desc = json.dumps(
            {"op": op_name, "shape": list(x.shape), "dtype": dtype_tag(x.dtype), "extra": list(extra)},
            sort_keys=True,
        )
        return hashlib.sha256(desc.encode()).hexdigest()

    @classmethod
    def path_for(cls, op_name: str, x: torch.Tensor, extra: tuple = ()) -> str:
        return os.path.join(cls.cache_dir, f"{op_name}-{cls.make(op_name, x, extra)[:16]}.json")
