import logging

import torch

logger = logging.getLogger(__name__)


@torch.library.custom_op("corpus_s808::gather_cross_kv", mutates_args=())
def gather_cross_kv(
    kv_pool: torch.Tensor,
    slot_starts: torch.Tensor,
    num_vision_tokens: torch.Tensor,
    max_tokens: int,
) -> torch.Tensor:
    num_reqs = slot_starts.shape[0]
    out = kv_pool.new_zeros(num_reqs, max_tokens, *kv_pool.shape[1:])
    for i, (start, n) in enumerate(zip(slot_starts.tolist(), num_vision_tokens.tolist())):
        if n > max_tokens:
            logger.warning("request %d has %d vision tokens, truncating to %d", i, n, max_tokens)
            n = max_tokens
        out[i, :n] = kv_pool[start:start + n]
    return out


@gather_cross_kv.register_fake
def _(kv_pool, slot_starts, num_vision_tokens, max_tokens):
    return kv_pool.new_empty(slot_starts.shape[0], max_tokens, *kv_pool.shape[1:])


def build_cross_attention_mask(num_vision_tokens: torch.Tensor, max_tokens: int) -> torch.Tensor:
    pos = torch.arange(max_tokens, device=num_vision_tokens.device)
    valid = pos[None, :] < num_vision_tokens[:, None]
    return torch.where(valid, 0.0, float("-inf"))[:, None, None, :]
