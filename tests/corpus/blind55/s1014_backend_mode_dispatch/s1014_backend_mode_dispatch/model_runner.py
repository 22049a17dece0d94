import torch
import torch.nn as nn

from .attention_backend import TorchNativeAttnBackend
from .forward_batch_info import ForwardBatch, ForwardMode


class RadixAttention(nn.Module):
    def __init__(self, num_heads: int, head_dim: int, layer_id: int):
        super().__init__()
        self.tp_q_head_num = num_heads
        self.head_dim = head_dim
        self.layer_id = layer_id
        self.scaling = head_dim**-0.5

    def forward(self, q, k, v, forward_batch: ForwardBatch) -> torch.Tensor:
        q = q.view(-1, self.tp_q_head_num, self.head_dim).transpose(0, 1)
        k = k.view(-1, self.tp_q_head_num, self.head_dim).transpose(0, 1)
        v = v.view(-1, self.tp_q_head_num, self.head_dim).transpose(0, 1)
        out = forward_batch.attn_backend.forward(q, k, v, self, forward_batch)
        return out.transpose(0, 1).reshape(-1, self.tp_q_head_num * self.head_dim)


class AttentionLayer(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, layer_id: int):
        super().__init__()
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.attn = RadixAttention(num_heads, hidden_size // num_heads, layer_id)

    def forward(self, hidden_states, forward_batch):
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        return self.o_proj(self.attn(q, k, v, forward_batch))


class ModelRunner:
    def __init__(self, hidden_size: int = 8, num_heads: int = 2):
        self.model = AttentionLayer(hidden_size, num_heads, layer_id=0)
        self.attn_backend = TorchNativeAttnBackend()
        self.seq_lens = torch.ones(4, dtype=torch.int32)

    @torch.compile(fullgraph=True)
    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        forward_batch = ForwardBatch(
            forward_mode=ForwardMode.DECODE,
            batch_size=hidden_states.shape[0],
            seq_lens=self.seq_lens,
            attn_backend=self.attn_backend,
        )
        return self.model(hidden_states, forward_batch)
