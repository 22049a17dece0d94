"""CPU stand-ins for flashinfer's compiled FP4 kernels, so real values flow through the REAL
flashinfer Python path on a CPU-only machine.

The hand-off point (flashinfer 0.6.8.post1, ``flashinfer/quantization/fp4_quantization.py``)::

    fp4_quantize(input, global_scale, ...)                         # public API (line 652)
      -> get_fp4_quantization_module(f"{major}{minor}")            # functools.cache (line 146)
           module = gen_fp4_quantization_sm120_module().build_and_load()   # line 170
           # JitSpec.build_and_load (flashinfer/jit/core.py:309): FileLock, ninja build,
           # tvm_ffi.load_module(".../fp4_quantization_120.so") -> a tvm_ffi Module
           return SimpleNamespace(fp4_quantize_sm100=..., block_scale_interleave_sm100=..., ...)
      -> .fp4_quantize_sm100(input, global_scale, sf_vec_size, ...)  # Python wrapper, allocates
           out_val uint8 [M, K/2], out_sf uint8 [padded size]
           module.fp4_quantize(input, global_scale, out_val, out_sf, sf_vec_size,
                               sf_use_ue8m0, is_sf_swizzled_layout, is_sf_8x4_layout,
                               enable_pdl)                          # line 222: the kernel call
      <- reshape sf to [-1, round_up(K/16, 4)] (swizzled) or [-1, K/16] (linear)

So the lowest point is ``JitSpec.build_and_load()`` for the ``fp4_quantization_<arch>`` spec: what
it returns is the compiled module, and its ``fp4_quantize`` attribute is the kernel, called with
preallocated outputs. :func:`install_cpu_kernels` replaces ``build_and_load`` on flashinfer's
``JitSpec`` class for those specs only (other specs keep the original) with a module whose kernels
are ``torch.library.custom_op`` ops (``nvfp4_ref::*``, with fakes) implemented by
:mod:`nvfp4_ref`. Everything above it -- arch selection, ``get_cuda_version``, ``gen_jit_spec``,
the Python wrapper, output allocation and reshapes -- is flashinfer's own code.

The FP4 GEMM: sglang 0.5.11's ``ModelOptFp4LinearMethod.apply`` calls its own registered op
``fp4_gemm(input, weight, input_sf, weight_sf, alpha, out_dtype, out_features)`` (fake:
``input.new_empty((M, out_features), dtype=out_dtype)``), which dispatches to flashinfer's
``mm_fp4`` / cutlass. :data:`fp4_gemm` here is the same op contract (``nvfp4_ref::fp4_gemm``)
implemented by :func:`nvfp4_ref.mm_fp4`.
"""

from __future__ import annotations

import importlib
import os
import sys
from types import SimpleNamespace
from typing import Optional, Tuple

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import nvfp4_ref as R  # noqa: E402

# --------------------------------------------------------------------------------------------
# Registered reference ops (the CPU "kernels")
# --------------------------------------------------------------------------------------------


@torch.library.custom_op("nvfp4_ref::fp4_quantize_into", mutates_args=("out_val", "out_sf"))
def fp4_quantize_into(
    input: torch.Tensor,
    global_scale: Optional[torch.Tensor],
    out_val: torch.Tensor,
    out_sf: torch.Tensor,
    sf_vec_size: int,
    sf_use_ue8m0: bool,
    is_sf_swizzled_layout: bool,
    is_sf_8x4_layout: bool,
) -> None:
    """The tvm_ffi kernel ``fp4_quantize`` contract: writes ``out_val`` and the first
    (unpadded-layout) bytes of the flat ``out_sf``; the rest of ``out_sf`` is zeroed."""
    x_q, sf = R.fp4_quantize(
        input, global_scale, sf_vec_size, sf_use_ue8m0, is_sf_swizzled_layout, is_sf_8x4_layout
    )
    out_val.copy_(x_q.reshape(out_val.shape))
    flat = sf.reshape(-1)
    if flat.numel() > out_sf.numel():
        raise RuntimeError(f"out_sf too small: {out_sf.numel()} < {flat.numel()}")
    out_sf.zero_()
    out_sf[: flat.numel()].copy_(flat)


@torch.library.custom_op("nvfp4_ref::block_scale_interleave", mutates_args=("out",))
def block_scale_interleave(unswizzled_sf: torch.Tensor, out: torch.Tensor) -> None:
    sf = unswizzled_sf.reshape(-1, unswizzled_sf.shape[-2], unswizzled_sf.shape[-1])
    parts = [R.swizzle_sf(s, "128x4").reshape(-1) for s in sf]
    out.copy_(torch.cat(parts).reshape(out.shape))


@torch.library.custom_op("nvfp4_ref::e2m1_and_ufp8sf_scale_to_float", mutates_args=("out",))
def e2m1_and_ufp8sf_scale_to_float(
    e2m1: torch.Tensor,
    sf: torch.Tensor,
    global_scale: Optional[torch.Tensor],
    out: torch.Tensor,
    sf_vec_size: int,
    ufp8_type: int,
    is_sf_swizzled_layout: bool,
) -> None:
    m, k = e2m1.shape[0], e2m1.shape[1] * 2
    layout = "128x4" if is_sf_swizzled_layout else "linear"
    sf_lin = R.unswizzle_sf(sf, m, k // sf_vec_size, layout)
    vals = R.dequantize_blocks(e2m1, sf_lin, sf_vec_size, sf_use_ue8m0=(ufp8_type == 0))
    if ufp8_type == 1 and global_scale is not None:  # the kernel multiplies by it
        vals = vals * global_scale.float().reshape(-1)[0]
    out.copy_(vals)


def _fp4_gemm_fake(
    input: torch.Tensor,
    weight: torch.Tensor,
    input_sf: torch.Tensor,
    weight_sf: torch.Tensor,
    alpha: torch.Tensor,
    out_dtype: torch.dtype,
    out_features: int,
) -> torch.Tensor:
    # identical to sglang 0.5.11's _sglang_fp4_gemm_fake
    return input.new_empty((input.shape[-2], int(out_features)), dtype=out_dtype)


@torch.library.custom_op("nvfp4_ref::fp4_gemm", mutates_args=())
def fp4_gemm(
    input: torch.Tensor,
    weight: torch.Tensor,
    input_sf: torch.Tensor,
    weight_sf: torch.Tensor,
    alpha: torch.Tensor,
    out_dtype: torch.dtype,
    out_features: int,
) -> torch.Tensor:
    """sglang's ``fp4_gemm`` op contract, flashinfer ``mm_fp4`` layout (weight and weight_sf
    transposed). Reference implementation: dequantize both sides, fp32 matmul, * alpha."""
    out = R.mm_fp4(input, weight, input_sf, weight_sf, alpha, out_dtype)
    return out[:, :out_features].contiguous()


fp4_gemm.register_fake(_fp4_gemm_fake)


@torch.library.custom_op("nvfp4_ref::fp4_quantize", mutates_args=())
def ref_fp4_quantize_op(
    input: torch.Tensor,
    global_scale: Optional[torch.Tensor] = None,
    sf_vec_size: int = 16,
    sf_use_ue8m0: bool = False,
    is_sf_swizzled_layout: bool = True,
    is_sf_8x4_layout: bool = False,
    enable_pdl: Optional[bool] = None,
) -> Tuple[torch.Tensor, torch.Tensor]:
    """Functional reference op (used when no flashinfer is involved, e.g. shape tests)."""
    return R.fp4_quantize(
        input, global_scale, sf_vec_size, sf_use_ue8m0, is_sf_swizzled_layout, is_sf_8x4_layout
    )


ref_fp4_quantize_op.register_fake(R.fp4_quantize_fake)


def ref_fp4_quantize(input, global_scale=None, sf_vec_size=16, sf_use_ue8m0=False,
                     is_sf_swizzled_layout=True, is_sf_8x4_layout=False, enable_pdl=None):
    """Drop-in for ``flashinfer.fp4_quantize`` that never touches flashinfer."""
    return torch.ops.nvfp4_ref.fp4_quantize(
        input, global_scale, sf_vec_size, sf_use_ue8m0, is_sf_swizzled_layout, is_sf_8x4_layout,
        enable_pdl,
    )


# --------------------------------------------------------------------------------------------
# The module returned in place of the tvm_ffi one
# --------------------------------------------------------------------------------------------


class CpuFp4QuantizationModule:
    """Stands in for the ``tvm_ffi`` Module that ``fp4_quantization_<arch>.so`` would load."""

    def __init__(self, spec_name: str):
        self.spec_name = spec_name

    def fp4_quantize(self, input, global_scale, out_val, out_sf, sf_vec_size, sf_use_ue8m0,
                     is_sf_swizzled_layout, is_sf_8x4_layout, *rest):
        # 0.6.8.post1 passes enable_pdl last; 0.7.x adds is_global_scale_inversed and a
        # 4over6 code -- only the defaults of those are modelled.
        if len(rest) >= 2 and rest[0]:
            global_scale = 1.0 / global_scale  # is_global_scale_inversed
        torch.ops.nvfp4_ref.fp4_quantize_into(
            input, global_scale, out_val, out_sf, int(sf_vec_size), bool(sf_use_ue8m0),
            bool(is_sf_swizzled_layout), bool(is_sf_8x4_layout),
        )

    def block_scale_interleave_sm100(self, unswizzled_sf, out):
        torch.ops.nvfp4_ref.block_scale_interleave(unswizzled_sf, out)

    def e2m1_and_ufp8sf_scale_to_float_sm100(self, e2m1, sf, global_scale, out, sf_vec_size,
                                             ufp8_type, is_sf_swizzled_layout):
        torch.ops.nvfp4_ref.e2m1_and_ufp8sf_scale_to_float(
            e2m1, sf, global_scale, out, int(sf_vec_size), int(ufp8_type),
            bool(is_sf_swizzled_layout),
        )

    def __getattr__(self, name):
        raise NotImplementedError(
            f"{self.spec_name}.{name}: no CPU reference kernel (compilelint example covers "
            "fp4_quantize, block_scale_interleave_sm100, e2m1_and_ufp8sf_scale_to_float_sm100)"
        )


def install_cpu_kernels(flashinfer) -> SimpleNamespace:
    """Make ``flashinfer``'s FP4 quantization module load :class:`CpuFp4QuantizationModule`.

    Patches ``flashinfer.jit.core.JitSpec.build_and_load`` for specs named
    ``fp4_quantization_*`` and clears ``get_fp4_quantization_module``'s cache. Returns a handle
    with ``uninstall()``, ``loaded`` (spec names served so far) and ``kernel_calls`` (a counter).
    Works on a fixed copy as well: whatever wraps ``fp4_quantize`` still reaches this point in
    eager.
    """
    base = flashinfer.__name__
    core = importlib.import_module(f"{base}.jit.core")
    fq = importlib.import_module(f"{base}.quantization.fp4_quantization")
    JitSpec = core.JitSpec
    original = JitSpec.__dict__["build_and_load"]
    if getattr(original, "_nvfp4_ref_original", None) is not None:
        original = original._nvfp4_ref_original
    handle = SimpleNamespace(loaded=[], uninstall=None)

    def build_and_load(self):
        if self.name.startswith("fp4_quantization_"):
            handle.loaded.append(self.name)
            return CpuFp4QuantizationModule(self.name)
        return original(self)

    build_and_load._nvfp4_ref_original = original
    JitSpec.build_and_load = build_and_load
    if hasattr(fq.get_fp4_quantization_module, "cache_clear"):
        fq.get_fp4_quantization_module.cache_clear()

    def uninstall():
        JitSpec.build_and_load = original
        if hasattr(fq.get_fp4_quantization_module, "cache_clear"):
            fq.get_fp4_quantization_module.cache_clear()

    handle.uninstall = uninstall
    return handle
