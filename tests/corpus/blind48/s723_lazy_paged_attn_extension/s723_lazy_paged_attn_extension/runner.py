import torch
from torch import nn

from .attention import PagedAttentionBackend

NUM_HEADS = 2
HEAD_DIM = 4
BLOCK_SIZE = 4
NUM_BLOCKS = 8


class DecodeModelRunner:
    def __init__(self, hidden_size: int = 8, max_batch: int = 4):
        torch.manual_seed(0)
        self.q_proj = nn.Linear(hidden_size, NUM_HEADS * HEAD_DIM, bias=False)
        self.o_proj = nn.Linear(NUM_HEADS * HEAD_DIM, hidden_size, bias=False)
        self.attn_backend = PagedAttentionBackend(NUM_HEADS, HEAD_DIM)
        self.key_cache = torch.randn(NUM_BLOCKS, BLOCK_SIZE, NUM_HEADS, HEAD_DIM)
        self.value_cache = torch.randn(NUM_BLOCKS, BLOCK_SIZE, NUM_HEADS, HEAD_DIM)
        self.block_tables = torch.arange(max_batch * 2).view(max_batch, 2) % NUM_BLOCKS
        self.seq_lens = torch.tensor([5, 8, 3, 6])[:max_batch]

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        q = self.q_proj(hidden_states)
        attn_out = self.attn_backend.forward_decode(
            q, self.key_cache, self.value_cache, self.block_tables, self.seq_lens
        )
        return self.o_proj(attn_out) + hidden_states


runner = DecodeModelRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
