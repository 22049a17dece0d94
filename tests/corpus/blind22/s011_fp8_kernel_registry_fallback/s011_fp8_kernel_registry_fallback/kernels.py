"""FP8 scaled-mm kernels. The "cutlass" entries stand in for the compiled extension."""
import torch

from .registry import KernelRegistry

FP8_DTYPE = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8_DTYPE).max


def _scaled_mm_reference(a_q, b_q, scale_a, scale_b, out_dtype):
    a = a_q.to(torch.float32) * scale_a
    b = b_q.to(torch.float32) * scale_b
    return (a @ b.t()).to(out_dtype)


def _cutlass_scaled_mm(a_q, b_q, scale_a, scale_b, out_dtype):
    # Real code calls torch.ops._C.cutlass_scaled_mm here; the emulation keeps
    # the epilogue order of the kernel (accumulate, then scale once).
    acc = a_q.to(torch.float32) @ b_q.to(torch.float32).t()
    return (acc * (scale_a * scale_b.t())).to(out_dtype)


for _dt in (torch.float16, torch.bfloat16):
    KernelRegistry.register("fp8_e4m3", _dt, "cutlass")(_cutlass_scaled_mm)

for _dt in (torch.float16, torch.bfloat16, torch.float32):
    KernelRegistry.register("fp8_e4m3", _dt, "torch")(_scaled_mm_reference)


def per_token_quant_fp8(x: torch.Tensor):
    amax = x.abs().amax(dim=-1, keepdim=True).clamp(min=1e-12)
    scale = amax / FP8_MAX
    x_q = (x / scale).clamp(-FP8_MAX, FP8_MAX).to(FP8_DTYPE)
    return x_q, scale
