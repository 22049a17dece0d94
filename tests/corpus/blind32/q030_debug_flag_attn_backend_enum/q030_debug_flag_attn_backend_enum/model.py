import torch
import torch.nn.functional as F
from torch import nn

from . import settings
from .rope import apply_rope
from .settings import AttnBackend, DenoiserConfig


def _math_attention(q, k, v):
    w = (q @ k.transpose(-1, -2)) * q.shape[-1] ** -0.5
    return w.softmax(dim=-1) @ v


_ATTN_FNS = {AttnBackend.MATH: _math_attention, AttnBackend.SDPA: F.scaled_dot_product_attention}


class JointAttention(nn.Module):
    def __init__(self, cfg: DenoiserConfig):
        super().__init__()
        self.cfg = cfg
        self.qkv_img = nn.Linear(cfg.dim, 3 * cfg.dim)
        self.qkv_txt = nn.Linear(cfg.dim, 3 * cfg.dim)
        self.out = nn.Linear(cfg.dim, cfg.dim)
        self.attn_fn = _ATTN_FNS[cfg.attn_backend]

    def _heads(self, t):
        b, n, _ = t.shape
        return t.view(b, n, self.cfg.heads, -1).transpose(1, 2)

    def forward(self, img, txt):
        qi, ki, vi = self.qkv_img(img).chunk(3, dim=-1)
        qt, kt, vt = self.qkv_txt(txt).chunk(3, dim=-1)
        q = self._heads(torch.cat([qt, qi], dim=1))
        k = self._heads(torch.cat([kt, ki], dim=1))
        v = self._heads(torch.cat([vt, vi], dim=1))
        q = apply_rope(q, self.cfg.rope_theta)
        k = apply_rope(k, self.cfg.rope_theta)
        o = self.attn_fn(q, k, v).transpose(1, 2).flatten(2)
        if settings.DEBUG_NAN_CHECKS:
            if torch.isnan(o).any():
                print("NaN in joint attention output", o.shape)
        return self.out(o[:, txt.shape[1]:])


class MMDiTDenoiser(nn.Module):
    def __init__(self, cfg: DenoiserConfig):
        super().__init__()
        self.cfg = cfg
        self.norm = nn.LayerNorm(cfg.dim)
        self.attn = JointAttention(cfg)
        self.t_proj = nn.Linear(1, cfg.dim)

    def shifted_timestep(self, t):
        s = self.cfg.shift
        return s * t / (1 + (s - 1) * t)

    @torch.compile(fullgraph=True)
    def forward_block(self, img, txt, t):
        t = self.shifted_timestep(t)
        h = self.norm(img) + self.t_proj(t[:, None])[:, None, :]
        return img + self.attn(h, txt)


def build_denoiser() -> MMDiTDenoiser:
    return MMDiTDenoiser(DenoiserConfig())
