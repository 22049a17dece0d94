from typing import Optional, Sequence

import torch

_HALF_DTYPES = (torch.float16, torch.bfloat16)

STR_DTYPE_TO_TORCH_DTYPE = {
    "half": torch.float16,
    "float16": torch.float16,
    "bfloat16": torch.bfloat16,
    "float": torch.float32,
    "float32": torch.float32,
}


def is_half_dtype(dtype: torch.dtype) -> bool:
    return dtype in _HALF_DTYPES


def resolve_dtype(dtype: Optional[object], default: torch.dtype = torch.float32) -> torch.dtype:
    if dtype is None or dtype == "auto":
        return default
    if isinstance(dtype, torch.dtype):
        return dtype
    return STR_DTYPE_TO_TORCH_DTYPE[str(dtype).lower()]


def accumulate_dtype(dtype: torch.dtype) -> torch.dtype:
    """Dtype used for reductions (variance, softmax denominators)."""
    if is_half_dtype(dtype):
        return torch.float32
    return dtype


def common_dtype(*tensors: torch.Tensor) -> torch.dtype:
    dtype = tensors[0].dtype
    for t in tensors[1:]:
        dtype = torch.promote_types(dtype, t.dtype)
    return dtype


def promote_residual_dtype(hidden: torch.Tensor, residual: torch.Tensor) -> torch.dtype:
    if hidden.dtype == residual.dtype:
        return torch.result_type(hidden, residual)
    return common_dtype(hidden, residual)


def cast_all(tensors: Sequence[torch.Tensor], dtype: torch.dtype):
    return [t if t.dtype == dtype else t.to(dtype) for t in tensors]
