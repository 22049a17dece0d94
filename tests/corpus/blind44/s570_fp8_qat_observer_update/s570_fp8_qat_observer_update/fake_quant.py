import torch

FP8_DTYPE = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8_DTYPE).max


class FakeQuantFp8STE(torch.autograd.Function):
    """Quantize-dequantize through e4m3 in forward, straight-through in backward."""

    @staticmethod
    def forward(ctx, x: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
        ctx.save_for_backward(x, scale)
        q = (x / scale).clamp(-FP8_MAX, FP8_MAX).to(FP8_DTYPE)
        return q.to(x.dtype) * scale

    @staticmethod
    def backward(ctx, grad_out: torch.Tensor):
        x, scale = ctx.saved_tensors
        # clipped STE: zero the gradient where the input saturated
        mask = (x / scale).abs() <= FP8_MAX
        return grad_out * mask.to(grad_out.dtype), None


def fake_quant_fp8(x: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
    return FakeQuantFp8STE.apply(x, scale)
