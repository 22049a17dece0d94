from __future__ import annotations

import torch

from . import envs
from .block_table import BlockTable

BLOCK_SIZE = 4
NUM_BLOCKS = 8
NUM_HEADS = 2
HEAD_DIM = 4


def make_prefill_fn(block_table: BlockTable, kv_cache: torch.Tensor):
    scale = HEAD_DIM ** -0.5

    def prefill(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, req_indices: torch.Tensor, positions: torch.Tensor):
        slot_mapping = block_table.compute_slot_mapping(req_indices, positions)
        if not torch.compiler.is_compiling() and envs.debug_kv_cache():
            block_table.validate(req_indices, slot_mapping)
        k = k.view(-1, NUM_HEADS, HEAD_DIM)
        v = v.view(-1, NUM_HEADS, HEAD_DIM)
        kv_cache[0].view(-1, NUM_HEADS, HEAD_DIM)[slot_mapping] = k
        kv_cache[1].view(-1, NUM_HEADS, HEAD_DIM)[slot_mapping] = v
        q = q.view(-1, NUM_HEADS, HEAD_DIM)
        same_req = req_indices[:, None] == req_indices[None, :]
        causal = positions[None, :] <= positions[:, None]
        scores = torch.einsum("qhd,khd->hqk", q, k) * scale
        scores = scores.masked_fill(~(same_req & causal)[None], float("-inf"))
        out = torch.einsum("hqk,khd->qhd", scores.softmax(-1), v)
        return out.reshape(-1, NUM_HEADS * HEAD_DIM)

    return prefill


_block_table = BlockTable(max_num_reqs=4, max_num_blocks_per_req=4, block_size=BLOCK_SIZE, num_blocks=NUM_BLOCKS)
_block_table.append_row([3, 5], 0)
_block_table.append_row([1], 1)
_kv_cache = torch.zeros((2, NUM_BLOCKS, BLOCK_SIZE, NUM_HEADS, HEAD_DIM))

prefill = torch.compile(make_prefill_fn(_block_table, _kv_cache), fullgraph=True)
