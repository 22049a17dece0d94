import math

import torch

from .hashing import BlockHasher, HashConfig

_HASHER = BlockHasher(HashConfig(block_size=4))
_BLOCK_TABLE: dict[bytes, int] = {}


def _lookup_blocks(token_ids: torch.Tensor) -> list[int]:
    hashes = _HASHER.chain(token_ids)
    slots = []
    for idx, digest in enumerate(hashes):
        slots.append(_BLOCK_TABLE.get(digest, idx))
    return slots


def _gather_kv(cache: torch.Tensor, block_ids: list[int], block_size: int) -> torch.Tensor:
    rows = []
    for b in block_ids:
        rows.append(cache[b * block_size:(b + 1) * block_size])
    return torch.cat(rows, dim=0)


@torch.compile(fullgraph=True)
def prefix_attention_step(q, k_cache, v_cache, token_ids):
    block_ids = _lookup_blocks(token_ids)
    k = _gather_kv(k_cache, block_ids, 4).transpose(0, 1)
    v = _gather_kv(v_cache, block_ids, 4).transpose(0, 1)
    scores = torch.einsum("qhd,hkd->hqk", q, k) / math.sqrt(q.shape[-1])
    probs = scores.softmax(dim=-1)
    return torch.einsum("hqk,hkd->qhd", probs, v)
