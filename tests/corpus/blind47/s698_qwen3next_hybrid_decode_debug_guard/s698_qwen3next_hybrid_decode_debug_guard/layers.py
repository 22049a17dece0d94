import torch
import torch.nn as nn
import torch.nn.functional as F

from .debug import check_finite_state


def recurrent_gated_delta_rule_step(q, k, v, g, beta, state):
    # q, k [b, h, dk]; v [b, h, dv]; g, beta [b, h]; state [b, h, dk, dv]
    q = F.normalize(q, dim=-1) * q.shape[-1] ** -0.5
    k = F.normalize(k, dim=-1)
    state = state * g.exp()[..., None, None]
    kv_mem = (state * k[..., None]).sum(-2)
    delta = (v - kv_mem) * beta[..., None]
    state = state + k[..., None] * delta[..., None, :]
    return (state * q[..., None]).sum(-2), state


class GatedDeltaNetLayer(nn.Module):
    def __init__(self, cfg, layer_idx):
        super().__init__()
        self.layer_idx = layer_idx
        self.h, self.dk, self.dv = cfg.num_v_heads, cfg.head_k_dim, cfg.head_v_dim
        self.conv_dim = self.h * (2 * self.dk + self.dv)
        self.in_proj_qkvz = nn.Linear(cfg.hidden_size, self.conv_dim + self.h * self.dv, bias=False)
        self.in_proj_ba = nn.Linear(cfg.hidden_size, 2 * self.h, bias=False)
        self.conv1d_weight = nn.Parameter(torch.randn(self.conv_dim, cfg.conv_width) / cfg.conv_width)
        self.A_log = nn.Parameter(torch.zeros(self.h))
        self.dt_bias = nn.Parameter(torch.ones(self.h))
        self.norm = nn.RMSNorm(self.dv)
        self.out_proj = nn.Linear(self.h * self.dv, cfg.hidden_size, bias=False)

    def forward(self, x, cache):
        b = x.shape[0]
        mixed, z = torch.split(self.in_proj_qkvz(x), [self.conv_dim, self.h * self.dv], dim=-1)
        beta_raw, a = self.in_proj_ba(x).chunk(2, dim=-1)
        conv_state = cache.conv_states[self.layer_idx]
        conv_state.copy_(torch.cat([conv_state[..., 1:], mixed.unsqueeze(-1)], dim=-1))
        mixed = F.silu((conv_state * self.conv1d_weight).sum(-1))
        q, k, v = torch.split(mixed, [self.h * self.dk, self.h * self.dk, self.h * self.dv], dim=-1)
        g = -self.A_log.exp() * F.softplus(a + self.dt_bias)
        o, new_state = recurrent_gated_delta_rule_step(
            q.view(b, self.h, self.dk), k.view(b, self.h, self.dk), v.view(b, self.h, self.dv),
            g, beta_raw.sigmoid(), cache.recurrent_states[self.layer_idx],
        )
        if not torch.compiler.is_compiling():
            check_finite_state(f"layers.{self.layer_idx}.recurrent_state", new_state)
        cache.recurrent_states[self.layer_idx].copy_(new_state)
        o = self.norm(o) * F.silu(z.view(b, self.h, self.dv))
        return self.out_proj(o.reshape(b, -1))


class FullAttentionLayer(nn.Module):
    def __init__(self, cfg, layer_idx):
        super().__init__()
        self.layer_idx = layer_idx
        self.nh, self.hd = cfg.num_attention_heads, cfg.hidden_size // cfg.num_attention_heads
        self.qkv = nn.Linear(cfg.hidden_size, 3 * cfg.hidden_size, bias=False)
        self.o_proj = nn.Linear(cfg.hidden_size, cfg.hidden_size, bias=False)

    def forward(self, x, cache):
        b = x.shape[0]
        q, k, v = self.qkv(x).view(b, 3, self.nh, 1, self.hd).unbind(1)
        k, v = cache.update_kv(self.layer_idx, k, v)
        o = F.scaled_dot_product_attention(q, k, v)
        return self.o_proj(o.reshape(b, -1))
