import hashlib
from dataclasses import dataclass

import torch


@dataclass(frozen=True)
class HashConfig:
    block_size: int = 4
    algo: str = "sha256"
    extra_salt: bytes = b"kv-v1"


class BlockHasher:
    """Chained content hash of token blocks, as used by the prefix cache."""

    def __init__(self, config: HashConfig | None = None):
        self.config = config or HashConfig()

    def _digest(self, parent: bytes, block_tokens: torch.Tensor) -> bytes:
        h = hashlib.new(self.config.algo)
        h.update(parent)
        h.update(self.config.extra_salt)
        h.update(block_tokens.to(torch.int64).numpy().tobytes())
        return h.digest()

    def chain(self, token_ids: torch.Tensor) -> list[bytes]:
        bs = self.config.block_size
        n_full = token_ids.shape[0] // bs
        parent = b""
        out = []
        for i in range(n_full):
            parent = self._digest(parent, token_ids[i * bs:(i + 1) * bs])
            out.append(parent)
        return out
