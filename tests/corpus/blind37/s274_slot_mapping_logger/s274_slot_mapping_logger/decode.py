import torch

from . import slots as slot_utils

_MAPPER = slot_utils.SlotMapper(block_size=4)


def _flat(cache: torch.Tensor) -> torch.Tensor:
    return cache.reshape(-1, *cache.shape[2:])


def _attend(q, k, v, lengths):
    # q: [B, H, D]; k/v: [B, T, H, D]
    scores = torch.einsum("bhd,bthd->bht", q, k) * (q.shape[-1] ** -0.5)
    t = torch.arange(k.shape[1])
    mask = t.view(1, 1, -1) < lengths.view(-1, 1, 1)
    scores = scores.masked_fill(~mask, float("-inf"))
    return torch.einsum("bht,bthd->bhd", scores.softmax(-1), v)


@torch.compile(fullgraph=True)
def paged_decode(q, k_cache, v_cache, block_tables, positions):
    slot_map = _MAPPER.slot_mapping(block_tables, positions)
    ctx = _MAPPER.context_slots(block_tables)
    k = _flat(k_cache)[ctx]
    v = _flat(v_cache)[ctx]
    out = _attend(q, k, v, positions + 1)
    return out, slot_map
