"""Per-chunk statistics kept by the streaming vocoder for the QoS monitor."""
from dataclasses import dataclass, field
from typing import List

import torch


@dataclass
class ChunkStats:
    chunks_seen: int = 0
    frame_energy: List[float] = field(default_factory=list)
    max_history: int = 256

    def observe(self, frames: torch.Tensor) -> None:
        energies = frames.pow(2).mean(dim=-1).flatten().tolist()
        self.frame_energy.extend(energies)
        if len(self.frame_energy) > self.max_history:
            del self.frame_energy[: len(self.frame_energy) - self.max_history]
        self.chunks_seen += 1
