"""Reductions whose result for a row does not depend on the batch size."""
import torch

_REDUCTION_BLOCK = 4


def _fixed_block_max(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[-1]
    m = x[..., :_REDUCTION_BLOCK].amax(dim=-1, keepdim=True)
    for start in range(_REDUCTION_BLOCK, n, _REDUCTION_BLOCK):
        m = torch.maximum(m, x[..., start:start + _REDUCTION_BLOCK].amax(dim=-1, keepdim=True))
    return m


def _fixed_block_sum(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[-1]
    acc = torch.zeros(x.shape[:-1] + (1,), dtype=torch.float32, device=x.device)
    for start in range(0, n, _REDUCTION_BLOCK):
        acc = acc + x[..., start:start + _REDUCTION_BLOCK].float().sum(dim=-1, keepdim=True)
    return acc


@torch.compiler.disable
def log_softmax_batch_invariant(x: torch.Tensor, dim: int = -1) -> torch.Tensor:
    assert dim in (-1, x.dim() - 1), "only last-dim log_softmax is supported"
    shifted = x.float() - _fixed_block_max(x.float())
    lse = torch.log(_fixed_block_sum(shifted.exp()))
    return (shifted - lse).to(x.dtype)


def mean_batch_invariant(x: torch.Tensor, dim: int = -1, keepdim: bool = False) -> torch.Tensor:
    out = _fixed_block_sum(x) / x.shape[-1]
    return out if keepdim else out.squeeze(-1)
