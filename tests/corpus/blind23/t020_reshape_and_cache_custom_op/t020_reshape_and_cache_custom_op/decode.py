import torch

from .cache_ops import reshape_and_cache


class PagedKVCache:
    def __init__(self, num_blocks: int, block_size: int, num_heads: int, head_size: int):
        shape = (num_blocks, block_size, num_heads, head_size)
        self.block_size = block_size
        self.key_cache = torch.zeros(shape)
        self.value_cache = torch.zeros(shape)

    def write(self, key: torch.Tensor, value: torch.Tensor, slot_mapping: torch.Tensor) -> None:
        reshape_and_cache(key, value, self.key_cache, self.value_cache, slot_mapping)

    def gather(self, block_tables: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        b, nb = block_tables.shape
        k = self.key_cache[block_tables].flatten(1, 2)  # [b, nb*bs, h, d]
        v = self.value_cache[block_tables].flatten(1, 2)
        return k, v


NUM_HEADS, HEAD_SIZE = 2, 4
kv_cache = PagedKVCache(num_blocks=8, block_size=4, num_heads=NUM_HEADS, head_size=HEAD_SIZE)


def _decode_attention(q, k, v, context_lens):
    scores = torch.einsum("bhd,bthd->bht", q, k) * HEAD_SIZE**-0.5
    t = torch.arange(k.shape[1])
    scores = scores.masked_fill((t[None, :] >= context_lens[:, None])[:, None, :], float("-inf"))
    return torch.einsum("bht,bthd->bhd", scores.softmax(-1), v)


def decode_step(
    q: torch.Tensor,
    k: torch.Tensor,
    v: torch.Tensor,
    slot_mapping: torch.Tensor,
    block_tables: torch.Tensor,
    context_lens: torch.Tensor,
) -> torch.Tensor:
    kv_cache.write(k, v, slot_mapping)
    keys, values = kv_cache.gather(block_tables)
    return _decode_attention(q, keys, values, context_lens)


step = torch.compile(decode_step, fullgraph=True)
