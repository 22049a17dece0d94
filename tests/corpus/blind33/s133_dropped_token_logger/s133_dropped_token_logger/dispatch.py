"""Dispatch/combine helpers with fixed per-expert capacity (GShard style)."""
import logging
import math

import torch
import torch.nn.functional as F

logger = logging.getLogger(__name__)


def expert_capacity(num_tokens: int, num_experts: int, top_k: int, factor: float) -> int:
    return max(1, math.ceil(factor * num_tokens * top_k / num_experts))


def build_dispatch_mask(topk_idx, num_experts: int, capacity: int):
    """Return dispatch [T, E, C] one-hot and the number of dropped assignments."""
    t, k = topk_idx.shape
    mask = F.one_hot(topk_idx, num_experts).permute(1, 0, 2).reshape(k * t, num_experts)
    slot = torch.cumsum(mask, dim=0) - 1
    within = (slot < capacity) & mask.bool()
    slot = torch.where(within, slot, torch.zeros_like(slot))
    disp = F.one_hot(slot, capacity) * within.unsqueeze(-1)
    disp = disp.reshape(k, t, num_experts, capacity).sum(0)
    dropped = mask.sum() - within.sum()
    logger.debug("moe dispatch: capacity=%d dropped=%s", capacity, dropped)
    return disp.to(torch.float32)


def dispatch(x, disp):
    # [T, E, C] x [T, D] -> [E, C, D]
    return torch.einsum("tec,td->ecd", disp, x)


def combine(expert_out, disp, gate):
    # gate: [T, E]
    comb = disp * gate.unsqueeze(-1)
    return torch.einsum("tec,ecd->td", comb, expert_out)
