from __future__ import annotations

import warnings
from typing import Callable, Dict, Tuple

import torch

KernelKey = Tuple[str, torch.dtype, str]


class KernelRegistry:
    """Process-wide table of GEMM kernels.

    Kernels register themselves under ``(quant_type, out_dtype, backend)``.
    A lookup that misses on an accelerated backend degrades to the
    ``"torch"`` reference kernel for the same quant type / dtype.
    """

    _kernels: Dict[KernelKey, Callable] = {}
    REFERENCE_BACKEND = "torch"

    @classmethod
    def register(cls, quant_type: str, out_dtype: torch.dtype, backend: str):
        key = (quant_type, out_dtype, backend)

        def deco(fn: Callable) -> Callable:
            if key in cls._kernels:
                raise KeyError(f"kernel already registered for {key}")
            cls._kernels[key] = fn
            return fn

        return deco

    @classmethod
    def available_backends(cls, quant_type: str, out_dtype: torch.dtype) -> list:
        return sorted(b for (q, d, b) in cls._kernels if q == quant_type and d == out_dtype)

    @classmethod
    def lookup(cls, quant_type: str, out_dtype: torch.dtype, backend: str) -> Callable:
        fn = cls._kernels.get((quant_type, out_dtype, backend))
        if fn is not None:
            return fn
        ref = cls._kernels.get((quant_type, out_dtype, cls.REFERENCE_BACKEND))
        if ref is None:
            raise NotImplementedError(
                f"no kernel for {quant_type} -> {out_dtype} (backends: "
                f"{cls.available_backends(quant_type, out_dtype)})"
            )
        warnings.warn(
            f"{backend} has no {quant_type} kernel producing {out_dtype}; "
            f"falling back to the {cls.REFERENCE_BACKEND} reference implementation",
            RuntimeWarning,
            stacklevel=3,
        )
        return ref
