"""Mixed-precision helpers shared by the trainer and the server."""
import os
import warnings

import torch

_AMP_DTYPES = {
    "bf16": torch.bfloat16,
    "fp16": torch.float16,
    "fp32": torch.float32,
}


def resolve_amp_dtype(default: str = "bf16") -> torch.dtype:
    name = os.environ.get("MODEL_AMP_DTYPE", default).lower()
    if name not in _AMP_DTYPES:
        warnings.warn(f"unknown MODEL_AMP_DTYPE={name!r}, falling back to {default}")
        name = default
    return _AMP_DTYPES[name]


class AutocastPolicy:
    def __init__(self, device_type: str = "cpu", dtype: torch.dtype | None = None):
        self.device_type = device_type
        self.dtype = dtype if dtype is not None else resolve_amp_dtype()
        self.enabled = self.dtype != torch.float32

    def context(self):
        return torch.autocast(self.device_type, dtype=self.dtype, enabled=self.enabled)

    def upcast(self, t: torch.Tensor) -> torch.Tensor:
        # outputs leave the autocast region in full precision
        return t.float() if t.dtype != torch.float32 else t
