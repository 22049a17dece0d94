import torch
import torch.nn.functional as F
from torch import nn

from .causal_conv1d import causal_conv1d_update


def fused_recurrent_gated_delta_rule_update_ref(q, k, v, g, beta, ssm_state, state_indices):
    """q/k: (B, H, K); v: (B, H, V); g/beta: (B, H); ssm_state: (slots, H, K, V)."""
    state = ssm_state.index_select(0, state_indices)
    state = state * torch.exp(g)[..., None, None]
    kv_mem = torch.einsum("bhk,bhkv->bhv", k, state)
    delta = (v - kv_mem) * beta[..., None]
    state = state + k.unsqueeze(-1) * delta.unsqueeze(-2)
    ssm_state.index_copy_(0, state_indices, state)
    return torch.einsum("bhk,bhkv->bhv", q * (q.shape[-1] ** -0.5), state)


class GatedDeltaNet(nn.Module):
    def __init__(self, hidden_size=8, num_heads=2, head_k_dim=4, head_v_dim=4, conv_kernel=4, max_slots=4):
        super().__init__()
        self.num_heads = num_heads
        self.head_k_dim = head_k_dim
        self.head_v_dim = head_v_dim
        self.key_dim = num_heads * head_k_dim
        self.value_dim = num_heads * head_v_dim
        self.conv_dim = 2 * self.key_dim + self.value_dim
        self.in_proj_qkvz = nn.Linear(hidden_size, self.conv_dim + self.value_dim, bias=False)
        self.in_proj_ba = nn.Linear(hidden_size, 2 * num_heads, bias=False)
        self.conv1d_weight = nn.Parameter(torch.randn(self.conv_dim, conv_kernel) * 0.1)
        self.A_log = nn.Parameter(torch.zeros(num_heads))
        self.dt_bias = nn.Parameter(torch.ones(num_heads))
        self.out_proj = nn.Linear(self.value_dim, hidden_size, bias=False)
        self.register_buffer("conv_states", torch.zeros(max_slots, self.conv_dim, conv_kernel - 1), persistent=False)
        self.register_buffer("ssm_states", torch.zeros(max_slots, num_heads, head_k_dim, head_v_dim), persistent=False)

    def forward(self, hidden_states: torch.Tensor, state_indices: torch.Tensor) -> torch.Tensor:
        bs = hidden_states.shape[0]
        mixed_qkv, z = torch.split(self.in_proj_qkvz(hidden_states), [self.conv_dim, self.value_dim], dim=-1)
        b, a = self.in_proj_ba(hidden_states).chunk(2, dim=-1)
        mixed_qkv = causal_conv1d_update(
            mixed_qkv, self.conv_states, self.conv1d_weight, None, state_indices, "silu"
        )
        q, k, v = torch.split(mixed_qkv, [self.key_dim, self.key_dim, self.value_dim], dim=-1)
        q = F.normalize(q.view(bs, self.num_heads, self.head_k_dim), dim=-1)
        k = F.normalize(k.view(bs, self.num_heads, self.head_k_dim), dim=-1)
        v = v.view(bs, self.num_heads, self.head_v_dim)
        beta = torch.sigmoid(b)
        g = -torch.exp(self.A_log) * F.softplus(a + self.dt_bias)
        o = fused_recurrent_gated_delta_rule_update_ref(q, k, v, g, beta, self.ssm_states, state_indices)
        o = o.reshape(bs, -1) * F.silu(z)
        return self.out_proj(o)
