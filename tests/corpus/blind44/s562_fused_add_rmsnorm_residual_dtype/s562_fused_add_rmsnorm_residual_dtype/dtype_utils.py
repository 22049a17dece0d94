"""Small dtype helpers shared by the norm / activation layers."""
import torch

_LOW_PRECISION = (torch.float16, torch.bfloat16)


def is_low_precision(dtype: torch.dtype) -> bool:
    return dtype in _LOW_PRECISION


def accumulation_dtype(dtype: torch.dtype) -> torch.dtype:
    # reductions in half precision lose too much; accumulate in fp32
    return torch.float32 if is_low_precision(dtype) else dtype


def residual_dtype(hidden: torch.Tensor, residual: torch.Tensor) -> torch.dtype:
    """dtype the residual stream is kept in when hidden and residual disagree
    (e.g. fp32 residual with bf16 activations under a mixed-precision recipe)."""
    if hidden.dtype == residual.dtype:
        return hidden.dtype
    return torch.promote_types(hidden.dtype, residual.dtype)


def output_dtype(*tensors: torch.Tensor) -> torch.dtype:
    out = tensors[0]
    for t in tensors[1:]:
        out = torch.empty((), dtype=torch.result_type(out, t))
    return out.dtype
