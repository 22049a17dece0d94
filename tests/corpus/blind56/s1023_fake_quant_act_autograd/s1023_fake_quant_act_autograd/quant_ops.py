"""Simulated FP8 quantization of activations (straight-through estimator)."""
import torch

FP8_E4M3_MAX = 448.0
FP8_E5M2_MAX = 57344.0

_FORMAT_MAX = {
    "e4m3": FP8_E4M3_MAX,
    "e5m2": FP8_E5M2_MAX,
}


def _round_to_fp8_grid(x: torch.Tensor, scale: torch.Tensor, fmt_max: float) -> torch.Tensor:
    scaled = (x * scale).clamp(-fmt_max, fmt_max)
    # emulate the reduced mantissa by a round-trip through bf16
    return scaled.to(torch.bfloat16).to(x.dtype) / scale


def _per_tensor_scale(x: torch.Tensor, fmt_max: float) -> torch.Tensor:
    amax = x.detach().abs().amax()
    if amax == 0:
        return torch.ones_like(amax)
    return fmt_max / amax


class _FakeQuantPerTensor(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x: torch.Tensor, fmt_max: float) -> torch.Tensor:
        scale = _per_tensor_scale(x, fmt_max)
        ctx.save_for_backward(x.abs() <= fmt_max / scale)
        return _round_to_fp8_grid(x, scale, fmt_max)

    @staticmethod
    def backward(ctx, grad_out: torch.Tensor):
        (in_range,) = ctx.saved_tensors
        return grad_out * in_range, None


def fake_quant_fp8(x: torch.Tensor, fmt: str = "e4m3") -> torch.Tensor:
    return _FakeQuantPerTensor.apply(x, _FORMAT_MAX[fmt])
