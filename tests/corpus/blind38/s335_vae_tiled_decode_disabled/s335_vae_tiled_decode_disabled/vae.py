import torch
import torch.nn as nn
import torch.nn.functional as F


class TinyDecoder(nn.Module):
    scaling_factor = 0.18215

    def __init__(self, latent_ch: int = 4, ch: int = 8):
        super().__init__()
        self.conv_in = nn.Conv2d(latent_ch, ch, 3, padding=1)
        self.up = nn.ConvTranspose2d(ch, ch, 4, stride=2, padding=1)
        self.conv_out = nn.Conv2d(ch, 3, 3, padding=1)

    def forward(self, z: torch.Tensor) -> torch.Tensor:
        h = F.silu(self.conv_in(z / self.scaling_factor))
        return torch.tanh(self.conv_out(F.silu(self.up(h))))


def _blend_v(a: torch.Tensor, b: torch.Tensor, extent: int) -> torch.Tensor:
    for y in range(extent):
        w = y / extent
        b[:, :, y, :] = a[:, :, -extent + y, :] * (1 - w) + b[:, :, y, :] * w
    return b


@torch.compiler.disable
def tiled_decode(decoder: TinyDecoder, z: torch.Tensor, tile: int = 8, overlap: int = 2) -> torch.Tensor:
    """Decode row strips with overlap to bound peak memory on large latents."""
    rows = []
    stride = tile - overlap
    for y in range(0, z.shape[2], stride):
        rows.append(decoder(z[:, :, y : y + tile, :]))
    out = rows[0]
    for row in rows[1:]:
        row = _blend_v(out, row, overlap * 2)
        out = torch.cat([out[:, :, : -overlap * 2], row], dim=2)
    return out


def decode_latents(decoder: TinyDecoder, z: torch.Tensor, tile_threshold: int = 8) -> torch.Tensor:
    if z.shape[-1] > tile_threshold or z.shape[-2] > tile_threshold:
        return tiled_decode(decoder, z)
    return decoder(z)
