import torch
import torch.nn as nn

from .attention_backend import TorchNativeAttnBackend
from .forward_batch_info import ForwardBatch


class TinyDecoder(nn.Module):
    def __init__(self, vocab_size: int, hidden_size: int, max_context_len: int):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.embed_positions = nn.Embedding(max_context_len, hidden_size)
        self.q_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def forward(self, forward_batch: ForwardBatch, attn_backend, k_cache, v_cache) -> torch.Tensor:
        h = self.embed_tokens(forward_batch.input_ids) + self.embed_positions(forward_batch.positions)
        attn = attn_backend.forward_decode(self.q_proj(h), k_cache, v_cache, forward_batch)
        return self.lm_head(h + self.o_proj(attn))


class ModelRunner:
    def __init__(self, vocab_size: int = 64, hidden_size: int = 16, max_context_len: int = 32, max_reqs: int = 4):
        self.model = TinyDecoder(vocab_size, hidden_size, max_context_len).eval()
        self.attn_backend = TorchNativeAttnBackend(max_context_len)
        self.k_cache = torch.zeros(max_reqs, max_context_len, hidden_size)
        self.v_cache = torch.zeros(max_reqs, max_context_len, hidden_size)

    def forward_decode(self, input_ids: torch.Tensor, req_pool_indices: torch.Tensor,
                       seq_lens: torch.Tensor) -> torch.Tensor:
        forward_batch = ForwardBatch.for_decode(input_ids, req_pool_indices, seq_lens)
        self.attn_backend.init_forward_metadata(forward_batch)
        logits = self.model(forward_batch, self.attn_backend, self.k_cache, self.v_cache)
        return torch.argmax(logits, dim=-1)


model_runner = ModelRunner()
decode = torch.compile(model_runner.forward_decode, fullgraph=True)
