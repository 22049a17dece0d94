import torch
from torch import nn

from .eviction import get_eviction_policy


class SinkAttentionLayer(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.qkv = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.out = nn.Linear(hidden_size, hidden_size, bias=False)

    def forward(self, hidden, k_cache, v_cache):
        q, k, v = self.qkv(hidden).chunk(3, dim=-1)
        k_all = torch.cat([k_cache, k], dim=0)
        v_all = torch.cat([v_cache, v], dim=0)
        qh = q.view(-1, self.num_heads, self.head_dim).transpose(0, 1)
        kh = k_all.view(-1, self.num_heads, self.head_dim).transpose(0, 1)
        vh = v_all.view(-1, self.num_heads, self.head_dim).transpose(0, 1)
        probs = torch.softmax(qh @ kh.transpose(-1, -2) * self.head_dim ** -0.5, dim=-1)
        out = (probs @ vh).transpose(0, 1).reshape(hidden.shape[0], -1)
        return self.out(out), k_all, v_all


class StreamingDecodeRunner:
    def __init__(self, hidden_size=8, num_heads=2, prefix_len=6, policy="streaming_llm",
                 num_sink_tokens=2, window_size=3):
        self.layer = SinkAttentionLayer(hidden_size, num_heads)
        self.policy = get_eviction_policy(policy, num_sink_tokens, window_size)
        self.k_cache = torch.randn(prefix_len, hidden_size)
        self.v_cache = torch.randn(prefix_len, hidden_size)

    def forward_decode(self, hidden):
        out, k_all, v_all = self.layer(hidden, self.k_cache, self.v_cache)
        keep = self.policy.keep_indices(k_all.shape[0], k_all.device)
        self.k_cache = k_all.index_select(0, keep)
        self.v_cache = v_all.index_select(0, keep)
        return out


runner = StreamingDecodeRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
