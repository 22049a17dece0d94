import torch
from torch import nn

from .kv_sender import KVArgs, MooncakeLayerwiseSender
from .transfer_engine import MooncakeTransferEngine


class RadixAttention(nn.Module):

    def __init__(self, layer_id: int, num_heads: int, head_dim: int) -> None:
        super().__init__()
        self.layer_id = layer_id
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.scaling = head_dim**-0.5

    def forward(self, q, k, v, k_buffer, v_buffer, out_cache_loc, sender=None,
                src_indices=None):
        k_buffer[out_cache_loc] = k
        v_buffer[out_cache_loc] = v
        scores = torch.einsum("qhd,khd->hqk", q, k) * self.scaling
        out = torch.einsum("hqk,khd->qhd", scores.softmax(-1), v)
        if sender is not None:
            sender.send_layer(self.layer_id, src_indices)
        return out.reshape(q.shape[0], -1)


class LlamaForCausalLM(nn.Module):

    def __init__(self, hidden: int = 8, num_heads: int = 2, num_layers: int = 2,
                 pool_size: int = 16) -> None:
        super().__init__()
        head_dim = hidden // num_heads
        self.num_heads, self.head_dim = num_heads, head_dim
        self.qkv_projs = nn.ModuleList(
            nn.Linear(hidden, 3 * hidden, bias=False) for _ in range(num_layers))
        self.attns = nn.ModuleList(
            RadixAttention(i, num_heads, head_dim) for i in range(num_layers))
        self.k_buffers = [torch.zeros(pool_size, num_heads, head_dim)
                          for _ in range(num_layers)]
        self.v_buffers = [torch.zeros(pool_size, num_heads, head_dim)
                          for _ in range(num_layers)]
        item_len = num_heads * head_dim * 4
        self.kv_sender = MooncakeLayerwiseSender(
            MooncakeTransferEngine(hostname="127.0.0.1"),
            KVArgs([b.data_ptr() for b in self.k_buffers],
                   [b.numel() * b.element_size() for b in self.k_buffers],
                   [item_len] * num_layers))

    def forward(self, hidden_states: torch.Tensor, out_cache_loc: torch.Tensor,
                src_indices: list[int]) -> torch.Tensor:
        n = hidden_states.shape[0]
        for i, attn in enumerate(self.attns):
            q, k, v = self.qkv_projs[i](hidden_states).view(
                n, 3, self.num_heads, self.head_dim).unbind(1)
            hidden_states = hidden_states + attn(
                q, k, v, self.k_buffers[i], self.v_buffers[i], out_cache_loc,
                self.kv_sender, src_indices)
        return hidden_states


@torch.compile(fullgraph=True)
def forward_prefill(model: LlamaForCausalLM, hidden_states: torch.Tensor,
                    out_cache_loc: torch.Tensor, src_indices: list[int]):
    return model(hidden_states, out_cache_loc, src_indices)
