"""Process-wide workspace buffers shared by all attention wrappers."""
from typing import Dict, Tuple

import torch

DEFAULT_WORKSPACE_BYTES = 128 * 1024

_workspace_buffers: Dict[Tuple[str, str], torch.Tensor] = {}


@torch.compiler.disable
def get_workspace_buffer(device: torch.device, nbytes: int, name: str = "decode") -> torch.Tensor:
    # allocation + caching must not be traced (and must not be re-specialised on size)
    key = (str(device), name)
    buf = _workspace_buffers.get(key)
    if buf is None or buf.numel() < nbytes:
        buf = torch.empty(nbytes, dtype=torch.uint8, device=device)
        _workspace_buffers[key] = buf
    return buf
