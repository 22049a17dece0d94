import torch
import torch.nn as nn

from .metadata import DecodeMetadata, DecodeMetadataBuilder


class TorchDecodeBackend(nn.Module):
    def __init__(self, num_heads: int, head_size: int, block_size: int, num_blocks: int):
        super().__init__()
        self.num_heads = num_heads
        self.head_size = head_size
        self.builder = DecodeMetadataBuilder(block_size, num_blocks)
        shape = (num_blocks * block_size, num_heads, head_size)
        self.register_buffer("k_cache", torch.zeros(shape), persistent=False)
        self.register_buffer("v_cache", torch.zeros(shape), persistent=False)

    def _store(self, k, v, meta: DecodeMetadata) -> None:
        self.k_cache.index_copy_(0, meta.slot_mapping, k)
        self.v_cache.index_copy_(0, meta.slot_mapping, v)

    def _attend(self, q, meta: DecodeMetadata) -> torch.Tensor:
        bs = self.builder.block_size
        offs = torch.arange(bs, device=q.device)
        slots = (meta.block_tables.unsqueeze(-1) * bs + offs).flatten(1)  # [b, max_blocks*bs]
        keys, vals = self.k_cache[slots], self.v_cache[slots]
        scores = torch.einsum("bhd,bthd->bht", q, keys) * self.head_size**-0.5
        valid = torch.arange(slots.shape[1], device=q.device)[None, :] < meta.seq_lens[:, None]
        scores = scores.masked_fill(~valid[:, None, :], float("-inf"))
        return torch.einsum("bht,bthd->bhd", scores.softmax(-1), vals)

    def forward(self, q, k, v, seq_lens, block_tables) -> torch.Tensor:
        meta = self.builder.build(seq_lens, block_tables)
        self._store(k, v, meta)
        return self._attend(q, meta)


class DecodeLayer(nn.Module):
    def __init__(self, hidden: int = 16, num_heads: int = 4, block_size: int = 4, num_blocks: int = 8):
        super().__init__()
        self.num_heads, self.head_size = num_heads, hidden // num_heads
        self.qkv = nn.Linear(hidden, 3 * hidden, bias=False)
        self.o = nn.Linear(hidden, hidden, bias=False)
        self.backend = TorchDecodeBackend(num_heads, self.head_size, block_size, num_blocks)

    def forward(self, hidden, seq_lens, block_tables):
        q, k, v = self.qkv(hidden).view(-1, 3, self.num_heads, self.head_size).unbind(1)
        return self.o(self.backend(q, k, v, seq_lens, block_tables).flatten(1))


layer = DecodeLayer()
compiled_layer = torch.compile(layer, fullgraph=True)
