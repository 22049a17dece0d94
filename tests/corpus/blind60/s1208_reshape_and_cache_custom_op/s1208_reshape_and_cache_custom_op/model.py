from __future__ import annotations

import torch
from torch import nn

from .attention import PagedAttention, TorchSDPABackendImpl, TorchSDPAMetadata

NUM_HEADS = 2
HEAD_SIZE = 4
HIDDEN = NUM_HEADS * HEAD_SIZE
BLOCK_SIZE = 4
NUM_BLOCKS = 8

qkv_proj = nn.Linear(HIDDEN, 3 * HIDDEN, bias=False)
impl = TorchSDPABackendImpl(NUM_HEADS, HEAD_SIZE, HEAD_SIZE ** -0.5)
kv_cache = torch.zeros(PagedAttention.get_kv_cache_shape(NUM_BLOCKS, BLOCK_SIZE, NUM_HEADS, HEAD_SIZE))


def decode_step(hidden_states, slot_mapping, block_tables, seq_lens):
    q, k, v = qkv_proj(hidden_states).chunk(3, dim=-1)
    metadata = TorchSDPAMetadata(
        slot_mapping=slot_mapping,
        block_tables=block_tables,
        seq_lens_tensor=seq_lens,
        max_decode_seq_len=block_tables.shape[1] * BLOCK_SIZE,
    )
    return impl.forward(q, k, v, kv_cache, metadata)


compiled_decode_step = torch.compile(decode_step, fullgraph=True)
