"""Per-dtype epsilon table and validation used by normalisation kernels."""
import warnings

import torch

# Smallest eps that still changes 1.0 + var for each dtype, with a safety factor.
EPS_TABLE = {
    torch.float16: 1e-3,
    torch.bfloat16: 1e-2,
    torch.float32: 1e-6,
    torch.float64: 1e-12,
}


def default_eps(dtype: torch.dtype) -> float:
    return EPS_TABLE.get(dtype, 1e-6)


def effective_eps(requested: float, dtype: torch.dtype) -> float:
    """Raise ``requested`` to the dtype's resolution, warning when we do so."""
    floor = torch.finfo(dtype).eps
    if requested < floor:
        warnings.warn(
            f"eps={requested} is below the resolution of {dtype}; using {floor}",
            RuntimeWarning,
            stacklevel=2,
        )
        return floor
    return requested
