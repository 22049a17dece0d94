import torch
from torch import nn

from .tiling import BlendWeights, TileSpec, tile_starts


class TinyDecoder(nn.Module):
    def __init__(self, latent_ch: int = 4, out_ch: int = 3, hidden: int = 8):
        super().__init__()
        self.conv_in = nn.Conv2d(latent_ch, hidden, 3, padding=1)
        self.act = nn.SiLU()
        self.conv_out = nn.Conv2d(hidden, out_ch, 3, padding=1)

    def forward(self, z):
        return self.conv_out(self.act(self.conv_in(z)))


class TiledDecoder:
    def __init__(self, decoder: nn.Module, spec: TileSpec):
        self.decoder = decoder
        self.spec = spec
        self.weights = BlendWeights(spec)
        self.scaling_factor = 0.18215

    def decode(self, z: torch.Tensor) -> torch.Tensor:
        z = z / self.scaling_factor
        b, _, h, w = z.shape
        out = torch.zeros(b, 3, h, w)
        norm = torch.zeros(1, 1, h, w)
        t = self.spec.tile
        for y in tile_starts(h, self.spec):
            for x in tile_starts(w, self.spec):
                tile = self.decoder(z[:, :, y : y + t, x : x + t])
                m = self.weights.mask(t, t, top=(y == 0), left=(x == 0))
                out[:, :, y : y + t, x : x + t] += tile * m
                norm[:, :, y : y + t, x : x + t] += m
        return out / norm


_tiler = TiledDecoder(TinyDecoder(), TileSpec())


@torch.compile(fullgraph=True)
def tiled_decode(z: torch.Tensor) -> torch.Tensor:
    return _tiler.decode(z).clamp(-1, 1)
