import torch
from torch import nn

from .custom_ops import interp_time_embeds


def feed_forward(dim: int, mult: int = 4) -> nn.Sequential:
    inner = int(dim * mult)
    return nn.Sequential(
        nn.LayerNorm(dim),
        nn.Linear(dim, inner, bias=False),
        nn.GELU(),
        nn.Linear(inner, dim, bias=False),
    )


class PerceiverAttention(nn.Module):
    def __init__(self, dim: int, dim_head: int = 8, heads: int = 2) -> None:
        super().__init__()
        self.scale = dim_head**-0.5
        self.heads = heads
        inner_dim = dim_head * heads
        self.norm_media = nn.LayerNorm(dim)
        self.norm_latents = nn.LayerNorm(dim)
        self.to_q = nn.Linear(dim, inner_dim, bias=False)
        self.to_kv = nn.Linear(dim, inner_dim * 2, bias=False)
        self.to_out = nn.Linear(inner_dim, dim, bias=False)

    def _heads(self, t: torch.Tensor) -> torch.Tensor:
        b, m, n, _ = t.shape
        return t.view(b, m, n, self.heads, -1).permute(0, 3, 1, 2, 4)

    def forward(self, x: torch.Tensor, latents: torch.Tensor) -> torch.Tensor:
        """x: [b, T, n1, D] media tokens, latents: [b, T, n2, D]."""
        x = self.norm_media(x)
        latents = self.norm_latents(latents)
        q = self._heads(self.to_q(latents)) * self.scale
        kv_input = torch.cat((x, latents), dim=-2)
        k, v = self.to_kv(kv_input).chunk(2, dim=-1)
        k, v = self._heads(k), self._heads(v)
        sim = torch.einsum("bhtid,bhtjd->bhtij", q, k)
        sim = sim - sim.amax(dim=-1, keepdim=True).detach()
        attn = sim.softmax(dim=-1)
        out = torch.einsum("bhtij,bhtjd->bhtid", attn, v)
        b, h, t, n, d = out.shape
        out = out.permute(0, 2, 3, 1, 4).reshape(b, t, n, h * d)
        return self.to_out(out)


class PerceiverResampler(nn.Module):
    def __init__(self, dim: int = 16, depth: int = 2, num_latents: int = 4,
                 max_num_frames: int = 8) -> None:
        super().__init__()
        self.latents = nn.Parameter(torch.randn(num_latents, dim))
        self.frame_embs = nn.Parameter(torch.randn(max_num_frames, dim))
        self.layers = nn.ModuleList(
            [nn.ModuleList([PerceiverAttention(dim), feed_forward(dim)]) for _ in range(depth)]
        )
        self.norm = nn.LayerNorm(dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        """x: [b, T, F, v, D] -> [b, T, num_latents, D]."""
        b, T, F, v = x.shape[:4]
        frame_embs = interp_time_embeds(self.frame_embs, F)
        x = x + frame_embs[None, None, :, None, :]
        x = x.flatten(2, 3)
        latents = self.latents[None, None].expand(b, T, -1, -1)
        for attn, ff in self.layers:
            latents = attn(x, latents) + latents
            latents = ff(latents) + latents
        return self.norm(latents)
