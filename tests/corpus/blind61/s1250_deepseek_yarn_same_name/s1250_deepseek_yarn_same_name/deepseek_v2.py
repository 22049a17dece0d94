import torch
from torch import nn

from .rotary import get_rope_wrapper


class DeepseekV2AttentionMLA(nn.Module):
    def __init__(
        self,
        hidden_size: int = 32,
        num_heads: int = 2,
        qk_nope_head_dim: int = 8,
        qk_rope_head_dim: int = 4,
        v_head_dim: int = 8,
        kv_lora_rank: int = 16,
        max_position: int = 128,
    ):
        super().__init__()
        self.num_heads = num_heads
        self.qk_nope_head_dim = qk_nope_head_dim
        self.qk_rope_head_dim = qk_rope_head_dim
        self.qk_head_dim = qk_nope_head_dim + qk_rope_head_dim
        self.v_head_dim = v_head_dim
        self.kv_lora_rank = kv_lora_rank
        self.q_proj = nn.Linear(hidden_size, num_heads * self.qk_head_dim, bias=False)
        self.kv_a_proj_with_mqa = nn.Linear(hidden_size, kv_lora_rank + qk_rope_head_dim, bias=False)
        self.kv_a_layernorm = nn.RMSNorm(kv_lora_rank, eps=1e-6)
        self.kv_b_proj = nn.Linear(kv_lora_rank, num_heads * (qk_nope_head_dim + v_head_dim), bias=False)
        self.o_proj = nn.Linear(num_heads * v_head_dim, hidden_size, bias=False)
        rope_scaling = {
            "rope_type": "deepseek_yarn",
            "factor": 4.0,
            "original_max_position_embeddings": max_position // 4,
            "mscale": 0.707,
            "mscale_all_dim": 0.707,
        }
        self.rotary_emb = get_rope_wrapper(qk_rope_head_dim, qk_rope_head_dim, max_position, 10000.0, rope_scaling)
        self.scaling = self.qk_head_dim**-0.5

    def forward(self, positions: torch.Tensor, hidden_states: torch.Tensor) -> torch.Tensor:
        n = hidden_states.shape[0]
        q = self.q_proj(hidden_states).view(n, self.num_heads, self.qk_head_dim)
        q_nope, q_pe = q.split([self.qk_nope_head_dim, self.qk_rope_head_dim], dim=-1)
        latent = self.kv_a_proj_with_mqa(hidden_states)
        kv_a, k_pe = latent.split([self.kv_lora_rank, self.qk_rope_head_dim], dim=-1)
        kv = self.kv_b_proj(self.kv_a_layernorm(kv_a)).view(n, self.num_heads, -1)
        k_nope, v = kv.split([self.qk_nope_head_dim, self.v_head_dim], dim=-1)

        q_pe, k_pe = self.rotary_emb(positions, q_pe.reshape(n, -1), k_pe)
        q_pe = q_pe.view(n, self.num_heads, self.qk_rope_head_dim)
        k_pe = k_pe.view(n, 1, self.qk_rope_head_dim).expand(-1, self.num_heads, -1)

        q = torch.cat((q_nope, q_pe), dim=-1).transpose(0, 1)
        k = torch.cat((k_nope, k_pe), dim=-1).transpose(0, 1)
        out = nn.functional.scaled_dot_product_attention(q, k, v.transpose(0, 1), is_causal=True, scale=self.scaling)
        return self.o_proj(out.transpose(0, 1).reshape(n, -1))


compiled_mla = torch.compile(DeepseekV2AttentionMLA(), fullgraph=True)
