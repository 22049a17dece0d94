import os
from dataclasses import dataclass

import torch

_DTYPE_ALIASES = {"bf16": "bfloat16", "fp16": "float16", "half": "float16", "fp32": "float32"}


def str_to_dtype(name: str) -> torch.dtype:
    name = _DTYPE_ALIASES.get(name, name)
    dtype = getattr(torch, name, None)
    if not isinstance(dtype, torch.dtype):
        raise ValueError(f"unknown dtype {name!r}")
    return dtype


@dataclass(frozen=True)
class PrecisionConfig:
    compute_dtype: str = "bf16"
    accum_dtype: str = "fp32"
    check_finite: bool = False
    dump_dir: str = "/tmp/blind44_s569_dumps"

    @classmethod
    def from_env(cls) -> "PrecisionConfig":
        return cls(
            compute_dtype=os.environ.get("BLIND44_S569_COMPUTE_DTYPE", "bf16"),
            check_finite=os.environ.get("BLIND44_S569_CHECK_FINITE", "0") == "1",
        )

    def torch_compute_dtype(self) -> torch.dtype:
        return str_to_dtype(self.compute_dtype)

    def torch_accum_dtype(self) -> torch.dtype:
        return str_to_dtype(self.accum_dtype)
