"""EAGLE draft worker: one compiled decode step over a batch of requests."""
import torch
from torch import nn

from .registry import get_spec_algorithm
from . import algorithms  # noqa: F401  (registers the algorithms)


class DraftWorker(nn.Module):
    def __init__(self, algorithm: str, hidden_size: int = 8, vocab_size: int = 16, topk: int = 2, num_steps: int = 2):
        super().__init__()
        self.algo = get_spec_algorithm(algorithm)(topk=topk, num_steps=num_steps)
        self.embed = nn.Embedding(vocab_size, hidden_size)
        self.fc = nn.Linear(2 * hidden_size, hidden_size)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)
        self.register_buffer("req_to_token", torch.zeros(4, 32, dtype=torch.int64), persistent=False)

    def forward_decode(self, input_ids, hidden_states, req_pool_indices, seq_lens, out_cache_loc):
        positions, cache_locs = self.algo.prepare_for_decode(
            self.req_to_token, req_pool_indices, seq_lens, out_cache_loc
        )
        h = self.fc(torch.cat([self.embed(input_ids), hidden_states], dim=-1))
        logits = self.lm_head(h)
        topk_p, topk_ids = logits.softmax(-1).topk(self.algo.topk, dim=-1)
        return topk_p, topk_ids, positions, cache_locs


worker = DraftWorker("eagle")
decode = torch.compile(worker.forward_decode, fullgraph=True)
