import torch
from torch import nn

from .device_info import DeviceInfo
from .split_kv import SplitKVHeuristic, merge_attn_states


class FlashDecodeAttention(nn.Module):
    def __init__(self, num_heads: int, head_dim: int, device: str = "cpu"):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.scale = head_dim ** -0.5
        self.split_heuristic = SplitKVHeuristic(DeviceInfo(device))

    def forward(self, q: torch.Tensor, k_cache: torch.Tensor, v_cache: torch.Tensor) -> torch.Tensor:
        # q: [B, H, D]; k_cache / v_cache: [B, S, H, D]
        batch, kv_len = k_cache.shape[0], k_cache.shape[1]
        num_splits = self.split_heuristic.num_kv_splits(batch, self.num_heads, kv_len)
        outs, lses = [], []
        for k_chunk, v_chunk in zip(k_cache.chunk(num_splits, dim=1), v_cache.chunk(num_splits, dim=1)):
            scores = torch.einsum("bhd,bshd->bhs", q, k_chunk) * self.scale
            lse = torch.logsumexp(scores, dim=-1)
            probs = torch.exp(scores - lse.unsqueeze(-1))
            outs.append(torch.einsum("bhs,bshd->bhd", probs, v_chunk))
            lses.append(lse)
        return merge_attn_states(torch.stack(outs), torch.stack(lses))


decode_attn = FlashDecodeAttention(num_heads=2, head_dim=4)
compiled_decode_attn = torch.compile(decode_attn, fullgraph=True)
