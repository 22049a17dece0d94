from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True)
class QuantConfig:
    bits: int

    @property
    def qmax(self) -> int:
        return 2 ** (self.bits - 1) - 1


@dataclasses.dataclass(frozen=True)
class Int8ChannelConfig(QuantConfig):
    bits: int = 8


@dataclasses.dataclass(frozen=True)
class GroupwiseInt4Config(QuantConfig):
    bits: int = 4
    group_size: int = 8
