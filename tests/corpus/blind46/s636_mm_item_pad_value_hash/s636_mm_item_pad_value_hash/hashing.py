import hashlib
from typing import Sequence

import torch


def data_hash(data: bytes) -> int:
    digest = hashlib.sha256(data).digest()
    return int.from_bytes(digest[:8], byteorder="big", signed=False)


def tensor_hash(tensors: Sequence[torch.Tensor]) -> int:
    """Content hash of one multimodal item's feature tensors."""
    flat = torch.cat([t.detach().reshape(-1).float() for t in tensors])
    return data_hash(flat.cpu().numpy().tobytes())
