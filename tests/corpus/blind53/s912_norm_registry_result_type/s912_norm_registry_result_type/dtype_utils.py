from typing import Optional

import torch

STR_DTYPE_TO_TORCH_DTYPE = {
    "half": torch.float16,
    "float16": torch.float16,
    "bfloat16": torch.bfloat16,
    "float": torch.float32,
    "float32": torch.float32,
}


def get_dtype(name: Optional[str], default: torch.dtype = torch.float32) -> torch.dtype:
    if name is None or name == "auto":
        return default
    return STR_DTYPE_TO_TORCH_DTYPE[name.lower()]


def is_low_precision(dtype: torch.dtype) -> bool:
    return dtype in (torch.float16, torch.bfloat16)


def compute_dtype_for(x: torch.Tensor, weight: torch.Tensor) -> torch.dtype:
    """Dtype in which a norm's output is produced (input/weight promotion)."""
    out_dtype = torch.result_type(x, weight)
    if is_low_precision(out_dtype):
        return torch.float32
    return out_dtype
