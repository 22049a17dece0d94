"""Weight layout helpers. Packing happens once at load time."""
import functools
import math
from dataclasses import dataclass

import torch


@dataclass(frozen=True)
class QuantScheme:
    bits: int = 4
    group_size: int = 4
    storage: torch.dtype = torch.int32

    @property
    def pack_factor(self) -> int:
        return torch.iinfo(self.storage).bits // self.bits


@functools.lru_cache(maxsize=None)
def shift_table(bits: int, pack_factor: int) -> tuple:
    return tuple(bits * i for i in range(pack_factor))


@functools.lru_cache(maxsize=None)
def num_groups(in_features: int, group_size: int) -> int:
    return math.ceil(in_features / group_size)


def pack_weights(q: torch.Tensor, scheme: QuantScheme) -> torch.Tensor:
    # runs eagerly at load: python loops over columns are fine here
    out_f, in_f = q.shape
    pf = scheme.pack_factor
    packed = torch.zeros(out_f, in_f // pf, dtype=scheme.storage)
    for col in range(in_f):
        shift = shift_table(scheme.bits, pf)[col % pf]
        packed[:, col // pf] |= (q[:, col].to(scheme.storage) << shift)
    return packed


def unpack_weights(packed: torch.Tensor, scheme: QuantScheme) -> torch.Tensor:
    shifts = shift_table(scheme.bits, scheme.pack_factor)
    mask = (1 << scheme.bits) - 1
    parts = [(packed >> s) & mask for s in shifts]
    return torch.stack(parts, dim=-1).flatten(-2)
