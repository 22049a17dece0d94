import importlib
import logging

import torch

from . import platform

logger = logging.getLogger(__name__)

FP8 = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8).max


def per_block_quant(w: torch.Tensor, block: tuple[int, int]):
    bn, bk = block
    n, k = w.shape
    blocks = w.reshape(n // bn, bn, k // bk, bk).permute(0, 2, 1, 3)
    scale = blocks.abs().amax(dim=(-1, -2), keepdim=True).clamp(min=1e-12) / FP8_MAX
    q = (blocks / scale).to(FP8).permute(0, 2, 1, 3).reshape(n, k)
    return q, scale.reshape(n // bn, k // bk)


def per_token_group_quant(x: torch.Tensor, group: int):
    g = x.reshape(x.shape[0], -1, group)
    scale = g.abs().amax(dim=-1, keepdim=True).clamp(min=1e-12) / FP8_MAX
    return (g / scale).to(FP8).reshape(x.shape), scale.squeeze(-1)


def _load_deep_gemm():
    return importlib.import_module("deep_gemm")


class BlockFp8LinearMethod:
    use_deep_gemm = False

    def __init__(self, block_size: tuple[int, int]):
        self.block_size = block_size

    def _dequant_weight(self, layer) -> torch.Tensor:
        bn, bk = self.block_size
        s = layer.weight_scale_inv.repeat_interleave(bn, 0).repeat_interleave(bk, 1)
        return layer.weight.to(torch.float32) * s

    def apply(self, layer, x: torch.Tensor) -> torch.Tensor:
        x_q, x_s = per_token_group_quant(x, self.block_size[1])
        if self.use_deep_gemm:
            dg = _load_deep_gemm()
            out = x.new_empty(x.shape[0], layer.weight.shape[0])
            dg.gemm_fp8_fp8_bf16_nt((x_q, x_s), (layer.weight, layer.weight_scale_inv), out)
            return out
        if platform.FP8_DEBUG:
            logger.info("block fp8 apply: x=%s scale range [%f, %f]", tuple(x.shape), x_s.min().item(), x_s.max().item())
        x_dq = x_q.to(torch.float32).reshape(x.shape[0], -1, self.block_size[1]) * x_s.unsqueeze(-1)
        return (x_dq.reshape(x.shape) @ self._dequant_weight(layer).t()).to(x.dtype)


class DeepGemmBlockFp8LinearMethod(BlockFp8LinearMethod):
    use_deep_gemm = True


def get_block_fp8_method(block_size: tuple[int, int]) -> BlockFp8LinearMethod:
    if platform.HAS_DEEP_GEMM:
        return DeepGemmBlockFp8LinearMethod(block_size)
    return BlockFp8LinearMethod(block_size)
