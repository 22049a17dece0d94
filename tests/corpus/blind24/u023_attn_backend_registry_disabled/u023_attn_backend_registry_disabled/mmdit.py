import torch
import torch.nn as nn
import torch.nn.functional as F

from .attention_dispatch import AttentionBackend
from .processors import JointAttention


class AdaLayerNormZero(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.linear = nn.Linear(dim, 6 * dim)
        self.norm = nn.LayerNorm(dim, elementwise_affine=False, eps=1e-6)

    def forward(self, x, emb):
        shift_msa, scale_msa, gate_msa, shift_mlp, scale_mlp, gate_mlp = self.linear(F.silu(emb)).chunk(6, dim=1)
        x = self.norm(x) * (1 + scale_msa[:, None]) + shift_msa[:, None]
        return x, gate_msa, shift_mlp, scale_mlp, gate_mlp


class JointTransformerBlock(nn.Module):
    def __init__(self, dim=64, heads=4, backend=AttentionBackend.SAGE_INT8):
        super().__init__()
        self.norm1 = AdaLayerNormZero(dim)
        self.norm1_context = AdaLayerNormZero(dim)
        self.attn = JointAttention(dim, heads, backend=backend)
        self.norm2 = nn.LayerNorm(dim, elementwise_affine=False, eps=1e-6)
        self.norm2_context = nn.LayerNorm(dim, elementwise_affine=False, eps=1e-6)
        self.ff = nn.Sequential(nn.Linear(dim, 4 * dim), nn.GELU(approximate="tanh"), nn.Linear(4 * dim, dim))
        self.ff_context = nn.Sequential(nn.Linear(dim, 4 * dim), nn.GELU(approximate="tanh"), nn.Linear(4 * dim, dim))

    @torch.compile(fullgraph=True)
    def forward(self, hidden_states, encoder_hidden_states, temb):
        h, g, sm, cm, gm = self.norm1(hidden_states, temb)
        c, cg, csm, ccm, cgm = self.norm1_context(encoder_hidden_states, temb)
        attn_out, ctx_attn_out = self.attn(h, c)

        hidden_states = hidden_states + g[:, None] * attn_out
        h = self.norm2(hidden_states) * (1 + cm[:, None]) + sm[:, None]
        hidden_states = hidden_states + gm[:, None] * self.ff(h)

        encoder_hidden_states = encoder_hidden_states + cg[:, None] * ctx_attn_out
        c = self.norm2_context(encoder_hidden_states) * (1 + ccm[:, None]) + csm[:, None]
        encoder_hidden_states = encoder_hidden_states + cgm[:, None] * self.ff_context(c)
        return encoder_hidden_states, hidden_states
