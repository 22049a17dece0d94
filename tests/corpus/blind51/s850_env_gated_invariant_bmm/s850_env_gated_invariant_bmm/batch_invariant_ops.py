import functools
import logging

import torch

from .environ import envs

logger = logging.getLogger(__name__)


@functools.cache
def _get_tile_config() -> dict:
    precision = torch.get_float32_matmul_precision()
    block_k = envs.S850_BATCH_INVARIANT_BLOCK_K.get()
    logger.info("batch invariant bmm: block_k=%d fp32 precision=%s", block_k, precision)
    return {"BLOCK_K": block_k, "allow_tf32": precision != "highest"}


def bmm_batch_invariant(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    block_k = _get_tile_config()["BLOCK_K"]
    k = a.shape[-1]
    out = torch.zeros(a.shape[0], a.shape[1], b.shape[-1], dtype=torch.float32, device=a.device)
    for start in range(0, k, block_k):
        out = out + torch.bmm(a[..., start:start + block_k].float(), b[:, start:start + block_k].float())
    return out.to(a.dtype)


def softmax_batch_invariant(x: torch.Tensor, dim: int = -1) -> torch.Tensor:
    x32 = x.float()
    x32 = x32 - x32.amax(dim=dim, keepdim=True)
    e = x32.exp()
    return (e / e.sum(dim=dim, keepdim=True)).to(x.dtype)


def bmm(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    if envs.S850_ENABLE_BATCH_INVARIANT_OPS.get():
        return bmm_batch_invariant(a, b)
    return torch.bmm(a, b)


def softmax(x: torch.Tensor, dim: int = -1) -> torch.Tensor:
    if envs.S850_ENABLE_BATCH_INVARIANT_OPS.get():
        return softmax_batch_invariant(x, dim)
    if envs.S850_ATTN_SOFTMAX_FP32.get():
        return torch.softmax(x.float(), dim=dim).to(x.dtype)
    return torch.softmax(x, dim=dim)
