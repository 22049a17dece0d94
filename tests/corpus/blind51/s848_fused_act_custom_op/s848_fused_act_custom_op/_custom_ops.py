"""Host implementations of the fused activation kernels.

On machines without the compiled extension these run the reference
implementation, picking a block size the same way the CUDA launcher does.
"""
import logging
import os

import torch
import torch.nn.functional as F

logger = logging.getLogger(__name__)

_DEFAULT_BLOCK = int(os.environ.get("S848_ACT_BLOCK_SIZE", "1024"))


def _launch_block_size(num_tokens: int, d: int) -> int:
    block = min(_DEFAULT_BLOCK, max(32, 1 << (d - 1).bit_length()))
    logger.debug("act_and_mul launch: tokens=%d d=%d block=%d", num_tokens, d, block)
    return block


def _check_finite(name: str, x: torch.Tensor) -> None:
    if not torch.isfinite(x).all():
        logger.warning("%s: non-finite values in input (%d)", name, int((~torch.isfinite(x)).sum().item()))


@torch.library.custom_op("corpus_s848::silu_and_mul", mutates_args=("out",))
def silu_and_mul(out: torch.Tensor, x: torch.Tensor) -> None:
    d = x.shape[-1] // 2
    _launch_block_size(x.numel() // x.shape[-1], d)
    _check_finite("silu_and_mul", x)
    out.copy_(F.silu(x[..., :d]) * x[..., d:])


@torch.library.custom_op("corpus_s848::gelu_and_mul", mutates_args=("out",))
def gelu_and_mul(out: torch.Tensor, x: torch.Tensor, approximate: str) -> None:
    d = x.shape[-1] // 2
    _launch_block_size(x.numel() // x.shape[-1], d)
    _check_finite("gelu_and_mul", x)
    out.copy_(F.gelu(x[..., :d], approximate=approximate) * x[..., d:])
