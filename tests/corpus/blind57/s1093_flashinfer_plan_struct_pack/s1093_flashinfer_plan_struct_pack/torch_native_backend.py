import torch

from .base_attn_backend import AttentionBackend


class TorchNativeBackend(AttentionBackend):
    def init_forward_metadata(self, metadata) -> None:
        return None

    def forward_decode(self, q, k, v, metadata) -> torch.Tensor:
        rep = self.num_qo_heads // self.num_kv_heads
        k = k.repeat_interleave(rep, dim=2).transpose(1, 2)
        v = v.repeat_interleave(rep, dim=2).transpose(1, 2)
        out = torch.nn.functional.scaled_dot_product_attention(
            q.unsqueeze(2), k, v, scale=metadata.sm_scale
        )
        return out.squeeze(2)
