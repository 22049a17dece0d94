from dataclasses import dataclass

import torch


@dataclass
class TileSpec:
    tile: int = 8
    overlap: int = 4

    @property
    def stride(self) -> int:
        return self.tile - self.overlap


def tile_starts(size: int, spec: TileSpec) -> list[int]:
    starts = list(range(0, max(size - spec.overlap, 1), spec.stride))
    if starts[-1] + spec.tile < size:
        starts.append(size - spec.tile)
    return starts


class BlendWeights:
    """Linear ramp weights used to feather overlapping tiles."""

    def __init__(self, spec: TileSpec):
        self.spec = spec
        self._ramp = torch.linspace(0.0, 1.0, spec.overlap + 2)[1:-1]

    def ramp_values(self) -> list[float]:
        return self._ramp.tolist()

    def mask(self, h: int, w: int, top: bool, left: bool) -> torch.Tensor:
        ramp = self.ramp_values()
        wy = [1.0] * h
        wx = [1.0] * w
        if not top:
            wy[: len(ramp)] = ramp
        if not left:
            wx[: len(ramp)] = ramp
        return torch.tensor(wy)[:, None] * torch.tensor(wx)[None, :]
