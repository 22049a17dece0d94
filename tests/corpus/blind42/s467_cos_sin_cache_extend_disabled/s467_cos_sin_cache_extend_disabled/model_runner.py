from dataclasses import dataclass

import torch
from torch import nn

from .layers import LlamaAttentionLite


@dataclass
class ForwardBatch:
    input_ids: torch.Tensor
    positions: torch.Tensor
    max_context_len: int


class TinyModel(nn.Module):
    def __init__(self, vocab_size: int = 64, hidden_size: int = 32):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.self_attn = LlamaAttentionLite(
            hidden_size, num_heads=4, num_kv_heads=2, rope_scaling={"rope_type": "linear", "factor": 2.0}
        )

    def forward(self, input_ids, positions, max_context_len):
        hidden_states = self.embed_tokens(input_ids)
        return self.self_attn(positions, hidden_states, max_context_len)


class ModelRunner:
    def __init__(self, context_len: int = 32):
        torch.manual_seed(0)
        self.model = TinyModel()
        # server_args.context_length may exceed the checkpoint's max_position_embeddings
        self.context_len = context_len

    def forward_decode(self, input_ids: torch.Tensor, positions: torch.Tensor):
        batch = ForwardBatch(input_ids=input_ids, positions=positions, max_context_len=self.context_len)
        return self.model(batch.input_ids, batch.positions, batch.max_context_len)


runner = ModelRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
