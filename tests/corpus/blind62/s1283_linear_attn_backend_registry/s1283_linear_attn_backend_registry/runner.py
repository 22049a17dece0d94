import torch
from torch import nn

from .backends import create_linear_attn_backend
from .metadata import ForwardBatch

HIDDEN_SIZE = 8
NUM_HEADS = 2
HEAD_DIM = 4
MAX_REQS = 4


class HybridLinearAttention(nn.Module):
    def __init__(self, backend_name: str):
        super().__init__()
        self.qkvg_proj = nn.Linear(HIDDEN_SIZE, 3 * NUM_HEADS * HEAD_DIM + NUM_HEADS, bias=False)
        self.o_proj = nn.Linear(NUM_HEADS * HEAD_DIM, HIDDEN_SIZE, bias=False)
        self.attn_backend = create_linear_attn_backend(backend_name, NUM_HEADS, HEAD_DIM, MAX_REQS)

    def forward(self, hidden_states, ssm_states, forward_batch: ForwardBatch):
        bs = hidden_states.shape[0]
        q, k, v, g = torch.split(
            self.qkvg_proj(hidden_states),
            [NUM_HEADS * HEAD_DIM] * 3 + [NUM_HEADS],
            dim=-1,
        )
        q = q.view(bs, NUM_HEADS, HEAD_DIM)
        k = torch.nn.functional.normalize(k.view(bs, NUM_HEADS, HEAD_DIM), dim=-1)
        v = v.view(bs, NUM_HEADS, HEAD_DIM)
        o = self.attn_backend.forward_decode(q, k, v, g, ssm_states, forward_batch)
        return self.o_proj(o.reshape(bs, -1))


class LinearAttnModelRunner:
    def __init__(self, backend_name: str = "gdn"):
        self.layer = HybridLinearAttention(backend_name)
        self.ssm_states = torch.zeros(MAX_REQS, NUM_HEADS, HEAD_DIM, HEAD_DIM)

    def forward_decode(self, hidden_states, req_pool_indices, seq_lens):
        forward_batch = ForwardBatch(
            batch_size=hidden_states.shape[0],
            req_pool_indices=req_pool_indices,
            seq_lens=seq_lens,
        )
        return self.layer(hidden_states, self.ssm_states, forward_batch)


runner = LinearAttnModelRunner("gdn")
decode = torch.compile(runner.forward_decode, fullgraph=True)
