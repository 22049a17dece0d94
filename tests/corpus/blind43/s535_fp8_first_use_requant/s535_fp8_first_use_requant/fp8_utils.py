"""Weight-format conversion for block-scaled FP8 linear layers."""
import torch

FP8_DTYPE = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8_DTYPE).max


def quantize_block_fp8(weight: torch.Tensor, block: int):
    n, k = weight.shape
    blocks = weight.reshape(n // block, block, k // block, block)
    amax = blocks.abs().amax(dim=(1, 3), keepdim=True).clamp(min=1e-12)
    scale = amax / FP8_MAX
    q = (blocks / scale).clamp(-FP8_MAX, FP8_MAX).to(FP8_DTYPE)
    return q.reshape(n, k), scale.reshape(n // block, k // block)


def dequantize_block_fp8(q: torch.Tensor, scale: torch.Tensor, block: int) -> torch.Tensor:
    n, k = q.shape
    w = q.to(torch.float32).reshape(n // block, block, k // block, block)
    return (w * scale.reshape(n // block, 1, k // block, 1)).reshape(n, k)


@torch.compiler.disable
def requantize_layer_on_first_use(layer) -> None:
    """Convert the checkpoint's bf16/fp32 weight to block FP8 in place.

    Done lazily so that checkpoints can be loaded before the quant config is
    known (online quantization).
    """
    q, scale = quantize_block_fp8(layer.weight.data, layer.block_size)
    layer.weight_fp8 = q
    layer.weight_scale_inv = scale
    layer.weight.data = torch.empty(0)
    layer.fp8_ready = True
